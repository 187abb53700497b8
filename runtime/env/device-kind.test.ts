import { describe, expect, it } from 'vitest';
import { detectDevice } from './device-kind';
import { USER_AGENTS } from './test-user-agents';

const device = (userAgent: string, maxTouchPoints = 0) => detectDevice({ userAgent, maxTouchPoints });

describe('detectDevice', () => {
  it('takes phones for phones, in any browser or app', () => {
    expect(device(USER_AGENTS.iphoneSafari, 5)).toBe('phone');
    expect(device(USER_AGENTS.iphoneWechat, 5)).toBe('phone');
    expect(device(USER_AGENTS.androidChrome, 5)).toBe('phone');
    expect(device(USER_AGENTS.androidWechat, 5)).toBe('phone');
    expect(device(USER_AGENTS.harmonyPhone, 5)).toBe('phone');
  });

  it('takes tablets for tablets, also an iPad that asks for desktop sites', () => {
    expect(device(USER_AGENTS.ipadSafari, 5)).toBe('tablet');
    expect(device(USER_AGENTS.androidTablet, 10)).toBe('tablet');
    expect(device(USER_AGENTS.ipadDesktopMode, 5)).toBe('tablet');
  });

  it('takes computers for desktops, WeChat for Windows included', () => {
    expect(device(USER_AGENTS.macSafari)).toBe('desktop');
    expect(device(USER_AGENTS.windowsChrome)).toBe('desktop');
    expect(device(USER_AGENTS.windowsWechat)).toBe('desktop');
  });
});
