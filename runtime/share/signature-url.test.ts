import { describe, expect, it } from 'vitest';
import { USER_AGENTS } from '../env/test-user-agents';
import { signatureUrl } from './signature-url';

const LANDING = 'https://h5.example.com/h?promotionId=health-baiwan#page=1';
const CURRENT = 'https://h5.example.com/h?promotionId=health-baiwan&page=2#top';

describe('signatureUrl', () => {
  it('signs the landing address on iOS, where WeChat keeps checking against it', () => {
    expect(signatureUrl({ userAgent: USER_AGENTS.iphoneWechat, landingUrl: LANDING, currentUrl: CURRENT })).toBe(
      'https://h5.example.com/h?promotionId=health-baiwan',
    );
  });

  it('signs the current address elsewhere', () => {
    expect(signatureUrl({ userAgent: USER_AGENTS.androidWechat, landingUrl: LANDING, currentUrl: CURRENT })).toBe(
      'https://h5.example.com/h?promotionId=health-baiwan&page=2',
    );
  });
});
