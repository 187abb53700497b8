import { describe, expect, it } from 'vitest';
import { tenantStyleOf } from './tenant-style';

describe('tenantStyleOf', () => {
  it('gives tenant ba its own style', () => {
    expect(tenantStyleOf('ba')).toBe('ba');
  });

  it('keeps the default look for every other tenant', () => {
    expect(tenantStyleOf('health')).toBeUndefined();
    expect(tenantStyleOf('BA')).toBeUndefined();
    expect(tenantStyleOf('')).toBeUndefined();
  });
});
