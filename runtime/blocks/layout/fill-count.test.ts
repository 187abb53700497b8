import { describe, expect, it } from 'vitest';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { fillCount } from './fill-count';

describe('fillCount', () => {
  it('numbers steps as 第n步：', () => {
    expect(fillCount(SCREEN_MESSAGES.stepLabel, 2)).toBe('第2步：');
  });

  it('shows the seconds left', () => {
    expect(fillCount(SCREEN_MESSAGES.countdownSeconds, 5)).toBe('（5s）');
  });
});
