import { describe, expect, it } from 'vitest';
import { draftPreviewToken } from '../../shared/query/draft-preview-token';
import { readRuntimeQuery } from '../../shared/query/runtime-query';
import { previewLinkUrl } from './preview-link-url';

describe('previewLinkUrl', () => {
  it('opens the buyer app in simulate mode with the tenant, promotion and token the runtime reads', () => {
    const link = previewLinkUrl({ runtimeOrigin: 'http://192.168.1.5:3000', tenant: 'ba', promotionId: 'ba-life', previewToken: 'eyJ0.Ab-_' });
    expect(link).toBe('http://192.168.1.5:3000/h?mode=simulate&promotionId=ba-life&from=ba&previewToken=eyJ0.Ab-_');
    const query = readRuntimeQuery(new URL(link).search);
    expect([query.mode, query.tenant, query.params.promotionId, draftPreviewToken(query)]).toEqual(['simulate', 'ba', 'ba-life', 'eyJ0.Ab-_']);
  });

  it('leaves the promotion out when the template has none', () => {
    expect(previewLinkUrl({ runtimeOrigin: 'http://localhost:3000', tenant: 'health', previewToken: 't' })).toBe(
      'http://localhost:3000/h?mode=simulate&from=health&previewToken=t',
    );
  });
});
