import { describe, expect, it } from 'vitest';
import { showsInChannel } from './shows-in-channel';

describe('showsInChannel', () => {
  it('shows WeChat-only blocks in WeChat and browser-only blocks in a plain browser', () => {
    expect(showsInChannel('wechat', 'wechat')).toBe(true);
    expect(showsInChannel('wechat', 'browser')).toBe(false);
    expect(showsInChannel('browser', 'browser')).toBe(true);
    expect(showsInChannel('browser', 'wechat')).toBe(false);
  });

  it("shows neither kind inside a mini-program or the insurer's app", () => {
    for (const current of ['miniProgram', 'insurerApp'] as const) {
      expect(showsInChannel('browser', current)).toBe(false);
      expect(showsInChannel('wechat', current)).toBe(false);
    }
  });
});
