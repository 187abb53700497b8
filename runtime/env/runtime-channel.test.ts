import { describe, expect, it } from 'vitest';
import { DEFAULT_INSURER_APP_TOKENS } from './insurer-app-tokens';
import { detectChannel } from './runtime-channel';
import { USER_AGENTS } from './test-user-agents';

const channel = (userAgent: string, wxjsEnvironment?: unknown) =>
  detectChannel({ userAgent, wxjsEnvironment, insurerAppTokens: DEFAULT_INSURER_APP_TOKENS });

describe('detectChannel', () => {
  it('recognises WeChat on iOS, Android and Windows', () => {
    expect(channel(USER_AGENTS.iphoneWechat)).toBe('wechat');
    expect(channel(USER_AGENTS.androidWechat)).toBe('wechat');
    expect(channel(USER_AGENTS.windowsWechat)).toBe('wechat');
  });

  it('tells a mini-program from WeChat by its user agent or by the global WeChat sets', () => {
    expect(channel(USER_AGENTS.androidMiniProgram)).toBe('miniProgram');
    expect(channel(USER_AGENTS.iphoneWechat, 'miniprogram')).toBe('miniProgram');
  });

  it("recognises the insurer's app by its token", () => {
    expect(channel(`${USER_AGENTS.androidChrome} InsurerApp/5.2.0`)).toBe('insurerApp');
    expect(detectChannel({ userAgent: `${USER_AGENTS.iphoneSafari} BaiAnApp/1.0`, insurerAppTokens: ['BaiAnApp'] })).toBe('insurerApp');
  });

  it('takes everything else for a plain browser', () => {
    expect(channel(USER_AGENTS.iphoneSafari)).toBe('browser');
    expect(channel(USER_AGENTS.windowsChrome)).toBe('browser');
    expect(channel(USER_AGENTS.iphoneSafari, 'browser')).toBe('browser');
  });
});
