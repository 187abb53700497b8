import { describe, expect, it } from 'vitest';
import { PREVIEW_TOKEN_TTL_MS, readPreviewToken, signPreviewToken } from './preview-token';

const SECRET = 'test-secret';
const NOW = new Date('2026-11-21T02:00:00.000Z');
const GRANT = { tenant: 'health', templateId: 'tpl-1', promotionId: 'health-baiwan', expiresAt: NOW.getTime() + PREVIEW_TOKEN_TTL_MS };

describe('preview tokens', () => {
  it('grant what was signed until they expire', () => {
    const token = signPreviewToken(SECRET, GRANT);
    expect(readPreviewToken(SECRET, token, NOW)).toEqual(GRANT);
    expect(readPreviewToken(SECRET, token, new Date(GRANT.expiresAt - 1))).toEqual(GRANT);
    expect(readPreviewToken(SECRET, token, new Date(GRANT.expiresAt))).toBeUndefined();
  });

  it('refuse a token signed with another secret, altered, or not a token at all', () => {
    const token = signPreviewToken(SECRET, GRANT);
    expect(readPreviewToken('other-secret', token, NOW)).toBeUndefined();
    const [payload = '', mac = ''] = token.split('.');
    const otherTemplate = Buffer.from(JSON.stringify({ ...GRANT, templateId: 'tpl-2' })).toString('base64url');
    expect(readPreviewToken(SECRET, `${otherTemplate}.${mac}`, NOW)).toBeUndefined();
    expect(readPreviewToken(SECRET, `${payload}.${mac.slice(1)}A`, NOW)).toBeUndefined();
    expect(readPreviewToken(SECRET, payload, NOW)).toBeUndefined();
    expect(readPreviewToken(SECRET, '', NOW)).toBeUndefined();
  });
});
