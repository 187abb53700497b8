import { describe, expect, it } from 'vitest';
import { noticeCheckMark } from './notice-check-mark';
import { personNoticeStatus } from './person-notice-status';

describe('noticeCheckMark', () => {
  it('never ticks a person whose notice is still to complete (待完成)', () => {
    expect(noticeCheckMark(personNoticeStatus(null), undefined)).toBe('pending');
    expect(noticeCheckMark(personNoticeStatus(null), true)).toBe('pending');
    expect(noticeCheckMark(personNoticeStatus(undefined, 'holder'), undefined)).toBe('pending');
  });

  it('ticks a selected person whose notice is met', () => {
    expect(noticeCheckMark(personNoticeStatus(true), undefined)).toBe('ticked');
    expect(noticeCheckMark(personNoticeStatus(true, 'holder'), false)).toBe('ticked');
  });

  it('leaves empty a person the buyer left out, and a refused one', () => {
    expect(noticeCheckMark(personNoticeStatus(true), false)).toBe('empty');
    expect(noticeCheckMark(personNoticeStatus(null), false)).toBe('empty');
    expect(noticeCheckMark(personNoticeStatus(false), true)).toBe('empty');
    expect(noticeCheckMark(personNoticeStatus(false, 'holder'), undefined)).toBe('empty');
  });
});
