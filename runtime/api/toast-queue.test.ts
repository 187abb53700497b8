import { describe, expect, it } from 'vitest';
import { createToastQueue } from './toast-queue';

function fakeClock() {
  const pending: { at: number; callback: () => void }[] = [];
  let now = 0;
  return {
    schedule: (callback: () => void, ms: number) => void pending.push({ at: now + ms, callback }),
    /** Moves time forward, firing each due callback at its own time, earliest first. */
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        pending.sort((a, b) => a.at - b.at);
        const first = pending[0];
        if (!first || first.at > end) break;
        pending.shift();
        now = first.at;
        first.callback();
      }
      now = end;
    },
  };
}

describe('toast queue', () => {
  it('shows messages one after another, 2 seconds each', () => {
    const shown: string[] = [];
    const clock = fakeClock();
    const queue = createToastQueue((message) => shown.push(message), clock.schedule);
    queue.push('第一条');
    queue.push('第二条');
    expect(shown).toEqual(['第一条']);
    clock.advance(1999);
    expect(shown).toEqual(['第一条']);
    clock.advance(1);
    expect(shown).toEqual(['第一条', '第二条']);
  });

  it('drops a message that is showing or already waiting, but shows it again later', () => {
    const shown: string[] = [];
    const clock = fakeClock();
    const queue = createToastQueue((message) => shown.push(message), clock.schedule);
    queue.push('网络异常，请稍后重试');
    queue.push('网络异常，请稍后重试');
    queue.push('其他');
    queue.push('其他');
    clock.advance(4000);
    expect(shown).toEqual(['网络异常，请稍后重试', '其他']);
    queue.push('网络异常，请稍后重试');
    expect(shown).toEqual(['网络异常，请稍后重试', '其他', '网络异常，请稍后重试']);
  });

  it('ignores blank messages', () => {
    const shown: string[] = [];
    createToastQueue((message) => shown.push(message), fakeClock().schedule).push('  ');
    expect(shown).toEqual([]);
  });

  it('holds messages while a notice the buyer must read is open, then shows them in order', () => {
    const shown: string[] = [];
    const clock = fakeClock();
    let held = true;
    const queue = createToastQueue((message) => shown.push(message), clock.schedule, 2000, () => held);
    queue.push('保费尚未计算，请先计算保费');
    queue.push('其他');
    clock.advance(10_000);
    expect(shown).toEqual([]);
    held = false;
    queue.resume();
    expect(shown).toEqual(['保费尚未计算，请先计算保费']);
    clock.advance(2000);
    expect(shown).toEqual(['保费尚未计算，请先计算保费', '其他']);
  });
});
