import { describe, expect, it } from 'vitest';
import { notificationListProblem } from './notification-list-check';

describe('notificationListProblem', () => {
  it('lets the buyer on when the holder and every selected insured meet the requirements', () => {
    expect(notificationListProblem(true, [{ selected: true, allowInsure: true }, { selected: false, allowInsure: null }])).toBeUndefined();
  });

  it('asks for at least one insured, counting refused ones as unselected', () => {
    expect(notificationListProblem(true, [{ selected: true, allowInsure: false }])).toBe('请至少选择一个被保人');
    expect(notificationListProblem(true, [{ selected: false, allowInsure: true }])).toBe('请至少选择一个被保人');
  });

  it('asks for the holder notice, then the insureds still to complete', () => {
    expect(notificationListProblem(null, [{ selected: true, allowInsure: true }])).toBe('请完成投保人的健康告知');
    expect(notificationListProblem(true, [{ selected: undefined, allowInsure: null }])).toBe('请完成所有被保人的健康告知');
  });
});
