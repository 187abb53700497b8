import { describe, expect, it } from 'vitest';
import { isWeChat, showsInChannel } from './is-wechat';

const WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.43(0x18002b2c) NetType/WIFI Language/zh_CN';
const MINI_PROGRAM = `${WECHAT} miniProgram/wx1234`;
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('isWeChat', () => {
  it('recognises the WeChat browser', () => {
    expect(isWeChat(WECHAT)).toBe(true);
    expect(isWeChat(SAFARI)).toBe(false);
  });

  it('does not take a mini-program for WeChat', () => {
    expect(isWeChat(MINI_PROGRAM)).toBe(false);
  });
});

describe('showsInChannel', () => {
  it('shows WeChat-only blocks in WeChat and browser-only blocks in a plain browser', () => {
    expect(showsInChannel('wechat', WECHAT)).toBe(true);
    expect(showsInChannel('wechat', SAFARI)).toBe(false);
    expect(showsInChannel('browser', SAFARI)).toBe(true);
    expect(showsInChannel('browser', WECHAT)).toBe(false);
  });

  it('shows neither kind inside a mini-program', () => {
    expect(showsInChannel('browser', MINI_PROGRAM)).toBe(false);
    expect(showsInChannel('wechat', MINI_PROGRAM)).toBe(false);
  });
});
