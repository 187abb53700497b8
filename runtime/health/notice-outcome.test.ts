import { describe, expect, it } from 'vitest';
import { noticeOutcome, smartQuestionNoFor, type NoticeButton } from './notice-outcome';

const allNo: NoticeButton = { text: '以上皆否', condition: 2, outcome: 'continue' };
const someYes: NoticeButton = { text: '部分为是', condition: 4, outcome: 'refuse' };

describe('noticeOutcome', () => {
  it('continues when the answers meet the button', () => {
    expect(noticeOutcome(allNo, ['N', 'N'], undefined)).toEqual({ kind: 'continue' });
  });

  it('asks to check the answers when they do not', () => {
    expect(noticeOutcome(allNo, ['N', 'Y'], undefined)).toEqual({ kind: 'mismatch' });
    expect(noticeOutcome(someYes, ['N', 'N'], 'XD')).toEqual({ kind: 'mismatch' });
  });

  it('refuses, or offers smart underwriting where a questionnaire exists', () => {
    expect(noticeOutcome(someYes, ['Y'], undefined)).toEqual({ kind: 'refuse' });
    expect(noticeOutcome(someYes, ['Y'], 'XD')).toEqual({ kind: 'smartUnderwriting', smartQuestionNo: 'XD' });
    expect(noticeOutcome({ ...someYes, outcome: 'smartUnderwriting' }, ['Y'], undefined)).toEqual({ kind: 'refuse' });
  });
});

describe('noticeOutcome of a notice of declarations (the agent notice)', () => {
  const allYes: NoticeButton = { text: '以上皆是', condition: 5, outcome: 'continue' };

  it('goes on when every item is 是', () => {
    expect(noticeOutcome(allYes, ['Y', 'Y', 'Y'], undefined, true)).toEqual({ kind: 'continue' });
  });

  it('tells a 否 as an unmet declaration, never a health refusal, whatever the button', () => {
    expect(noticeOutcome(allYes, ['Y', 'N', 'Y'], undefined, true)).toEqual({ kind: 'declarationUnmet' });
    expect(noticeOutcome(allNo, ['N', 'N', 'N'], undefined, true)).toEqual({ kind: 'declarationUnmet' });
    expect(noticeOutcome(someYes, ['Y', 'N'], 'XD', true)).toEqual({ kind: 'declarationUnmet' });
  });
});

describe('smartQuestionNoFor', () => {
  const details = [
    { noticeContent: 'a' },
    { noticeContent: 'b', smartQuestionNo: 'XD-1' },
  ];

  it('is none without smart underwriting', () => {
    expect(smartQuestionNoFor({ noticeDetailList: details }, ['N', 'Y'])).toBeUndefined();
  });

  it('follows the questions answered yes', () => {
    const notice = { isSupportSmartUnderwriting: true, xdQuestionCode: 'XD-0', noticeDetailList: details };
    expect(smartQuestionNoFor(notice, ['N', 'Y'])).toBe('XD-1');
    expect(smartQuestionNoFor(notice, ['Y', 'Y'])).toBeUndefined();
  });

  it('falls back to the notice code when no question names one', () => {
    expect(smartQuestionNoFor({ isSupportSmartUnderwriting: true, xdQuestionCode: 'XD-0', noticeDetailList: [{ noticeContent: 'a' }] }, ['Y'])).toBe('XD-0');
  });
});
