import { describe, it, expect } from 'vitest';
import { personNoticeStatus } from './person-notice-status';

describe('personNoticeStatus', () => {
  it('true: 符合要求, selectable', () => {
    expect(personNoticeStatus(true)).toEqual({ text: '符合要求', tone: 'success', selectable: true });
  });

  it('null or not yet answered: 待完成, selectable', () => {
    expect(personNoticeStatus(null)).toEqual({ text: '待完成', tone: 'pending', selectable: true });
    expect(personNoticeStatus(undefined)).toMatchObject({ text: '待完成' });
  });

  it('false: 不符合要求 in red, disabled and unselected', () => {
    expect(personNoticeStatus(false)).toEqual({ text: '不符合要求', tone: 'danger', selectable: false, forcedSelected: false });
  });

  it('the holder row is fixed: selected and not changeable', () => {
    expect(personNoticeStatus(true, 'holder')).toEqual({ text: '符合要求', tone: 'success', selectable: false, forcedSelected: true });
    expect(personNoticeStatus(null, 'holder')).toMatchObject({ text: '待完成', selectable: false, forcedSelected: true });
  });
});
