import { describe, expect, it } from 'vitest';
import { issueDecision } from './issue-decision';

// 2026-11-22 00:00 in China.
const START = Date.parse('2026-11-21T16:00:00.000Z');
const row = { payload: { planId: 'P', insuranceStartDate: START }, initial_premium: 13_600 };

describe('issueDecision', () => {
  it('issues when the full premium arrived and cover has not started yet or starts today', () => {
    expect(issueDecision(row, 13_600, new Date('2026-11-21T10:00:00.000Z'))).toEqual({ issue: true });
    expect(issueDecision(row, 13_600, new Date('2026-11-22T15:59:59.000Z'))).toEqual({ issue: true });
  });

  it('fails once the start day has passed in China', () => {
    expect(issueDecision(row, 13_600, new Date('2026-11-22T16:00:00.000Z'))).toEqual({ issue: false, reason: '保障起期已过，承保失败，保费将原路退回' });
  });

  it('fails when the amount paid is not the first premium', () => {
    expect(issueDecision(row, 13_500, new Date('2026-11-21T10:00:00.000Z'))).toMatchObject({ issue: false });
  });
});
