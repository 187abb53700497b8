import { describe, expect, it } from 'vitest';
import { currentEnvironment } from './runtime-environment';
import { USER_AGENTS } from './test-user-agents';

const windowWith = (userAgent: string, maxTouchPoints: number, wxjsEnvironment?: string) => ({
  navigator: { userAgent, maxTouchPoints },
  ...(wxjsEnvironment ? { __wxjs_environment: wxjsEnvironment } : {}),
});

describe('currentEnvironment', () => {
  it('reads channel and device from the window', () => {
    expect(currentEnvironment(windowWith(USER_AGENTS.iphoneWechat, 5))).toEqual({ channel: 'wechat', device: 'phone' });
    expect(currentEnvironment(windowWith(USER_AGENTS.windowsChrome, 0))).toEqual({ channel: 'browser', device: 'desktop' });
    expect(currentEnvironment(windowWith(`${USER_AGENTS.androidChrome} InsurerApp/5.2.0`, 5))).toEqual({ channel: 'insurerApp', device: 'phone' });
  });

  it('sees a mini-program once WeChat has set its global', () => {
    expect(currentEnvironment(windowWith(USER_AGENTS.iphoneWechat, 5, 'miniprogram')).channel).toBe('miniProgram');
  });
});
