import { describe, it, expect } from 'vitest';
import { checkNoticeAnswers } from './check-notice-answers';

const questions = ['是否患有高血压？', '是否曾住院治疗？', '是否正在服药？'];
const noAgent = { agentDeclarationRequired: false, agentDeclarationTicked: false };

describe('checkNoticeAnswers', () => {
  it('passes when every question is answered', () => {
    expect(checkNoticeAnswers(questions, ['N', 'N', 'Y'], noAgent)).toEqual({ ok: true, answers: ['N', 'N', 'Y'] });
  });

  it('blocks with 请选择 at the first unanswered question', () => {
    expect(checkNoticeAnswers(questions, ['N', undefined, null], noAgent)).toEqual({
      ok: false,
      message: '请选择',
      blocker: 'unanswered',
      questionIndex: 1,
    });
    expect(checkNoticeAnswers(questions, ['N'], noAgent)).toMatchObject({ ok: false, questionIndex: 1 });
  });

  it('asks for the agent declaration before anything else', () => {
    const result = checkNoticeAnswers(questions, [], { agentDeclarationRequired: true, agentDeclarationTicked: false });
    expect(result).toEqual({ ok: false, message: '请勾选营销员声明', blocker: 'agentDeclaration' });
  });

  it('lets a ticked declaration through to the answer check', () => {
    const declared = { agentDeclarationRequired: true, agentDeclarationTicked: true };
    expect(checkNoticeAnswers(questions, ['Y', 'Y', 'Y'], declared).ok).toBe(true);
    expect(checkNoticeAnswers(questions, [], declared)).toMatchObject({ ok: false, message: '请选择' });
  });
});
