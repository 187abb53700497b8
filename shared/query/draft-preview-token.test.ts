import { describe, expect, it } from 'vitest';
import { draftPreviewToken } from './draft-preview-token';
import { readRuntimeQuery } from './runtime-query';

describe('draftPreviewToken', () => {
  it('is the address token in simulate mode only', () => {
    expect(draftPreviewToken(readRuntimeQuery('?mode=simulate&promotionId=p&previewToken=abc.def'))).toBe('abc.def');
    expect(draftPreviewToken(readRuntimeQuery('?promotionId=p&previewToken=abc.def'))).toBeUndefined();
    expect(draftPreviewToken(readRuntimeQuery('?mode=preview&previewToken=abc.def'))).toBeUndefined();
    expect(draftPreviewToken(readRuntimeQuery('?mode=simulate&promotionId=p'))).toBeUndefined();
  });
});
