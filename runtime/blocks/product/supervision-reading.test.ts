import { describe, expect, it } from 'vitest';
import {
  canOpenTab,
  canShowBubble,
  isLastTab,
  isScrolledToEnd,
  readingBlockReason,
  supervisionCountdownSeconds,
} from './supervision-reading';

describe('supervision reading rules', () => {
  it('counts down 5 s for a single tab and 10 s for several', () => {
    expect(supervisionCountdownSeconds(1)).toBe(5);
    expect(supervisionCountdownSeconds(2)).toBe(10);
    expect(supervisionCountdownSeconds(5)).toBe(10);
  });

  it('takes the end as reached within 50 px, and short content as read', () => {
    expect(isScrolledToEnd({ scrollTop: 0, clientHeight: 400, scrollHeight: 1000 })).toBe(false);
    expect(isScrolledToEnd({ scrollTop: 549, clientHeight: 400, scrollHeight: 1000 })).toBe(false);
    expect(isScrolledToEnd({ scrollTop: 550, clientHeight: 400, scrollHeight: 1000 })).toBe(true);
    expect(isScrolledToEnd({ scrollTop: 0, clientHeight: 400, scrollHeight: 300 })).toBe(true);
  });

  it('names the countdown first, then the scrolling, then lets the buyer go on', () => {
    expect(readingBlockReason({ tabCount: 3, secondsLeft: 4, scrolledToEnd: true })).toBe('请阅读协议10秒及以上');
    expect(readingBlockReason({ tabCount: 1, secondsLeft: 2, scrolledToEnd: false })).toBe('请阅读协议5秒及以上');
    expect(readingBlockReason({ tabCount: 1, secondsLeft: 0, scrolledToEnd: false })).toBe('请继续滑动，确认已全部阅读');
    expect(readingBlockReason({ tabCount: 2, secondsLeft: 0, scrolledToEnd: true })).toBeUndefined();
  });

  it('shows the bubble tip at most twice per tab', () => {
    expect(canShowBubble(0)).toBe(true);
    expect(canShowBubble(1)).toBe(true);
    expect(canShowBubble(2)).toBe(false);
  });

  it('opens only tabs already reached, and knows the last one', () => {
    expect(canOpenTab(0, 0)).toBe(true);
    expect(canOpenTab(1, 0)).toBe(false);
    expect(canOpenTab(1, 2)).toBe(true);
    expect(isLastTab(1, 2)).toBe(true);
    expect(isLastTab(0, 2)).toBe(false);
  });
});
