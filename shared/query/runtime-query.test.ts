import { describe, expect, it } from 'vitest';
import { readRuntimeQuery } from './runtime-query';

describe('readRuntimeQuery', () => {
  it('reads the spec parameters and ignores others', () => {
    const query = readRuntimeQuery('?promotionId=health-baiwan&page=2&orderNo=O1&utm_source=x');
    expect(query.params).toEqual({ promotionId: 'health-baiwan', page: '2', orderNo: 'O1' });
  });

  it('takes the tenant from from, then tenantFrom, then the default', () => {
    expect(readRuntimeQuery('?from=ba&tenantFrom=x').tenant).toBe('ba');
    expect(readRuntimeQuery('?tenantFrom=ba').tenant).toBe('ba');
    expect(readRuntimeQuery('').tenant).toBe('health');
  });

  it('is live without a mode or preview flag, and follows mode otherwise', () => {
    expect(readRuntimeQuery('?promotionId=p').mode).toBe('live');
    expect(readRuntimeQuery('?mode=simulate').mode).toBe('simulate');
    expect(readRuntimeQuery('?preview=1').mode).toBe('preview');
  });
});
