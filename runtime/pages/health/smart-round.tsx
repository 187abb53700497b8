import { Button, Toast } from 'antd-mobile';
import { useState } from 'react';
import type { SmartQuestion } from '../../../schema/entities/smart-question';
import type { SmartQuestionAnswer } from '../../../schema/entities/smart-question-answer';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { buildSmartAnswers, initialDraft, type SmartDraft } from '../../health/smart-answers';
import { smoothScrollToElement } from '../../scroll/smooth-scroll';
import { QuestionField } from './question-field';

/**
 * One round of questions: each with its control, checked as the engine will check it before sending;
 * the first question still wrong is marked with its message and scrolled to.
 */
export function SmartRound({ questions, onSubmit }: { questions: readonly SmartQuestion[]; onSubmit: (answers: SmartQuestionAnswer[]) => Promise<void> }) {
  const [drafts, setDrafts] = useState<Record<string, SmartDraft>>(() => Object.fromEntries(questions.map((question) => [question.qtNo, initialDraft(question)])));
  const [problem, setProblem] = useState<{ qtNo: string; message: string }>();
  const [sending, setSending] = useState(false);

  async function submit() {
    const check = buildSmartAnswers(questions, drafts);
    if (!check.ok) {
      setProblem({ qtNo: check.qtNo, message: check.message });
      Toast.show({ content: check.message });
      const question = document.querySelector(`[data-qt-no="${check.qtNo}"]`);
      if (question) smoothScrollToElement(question, 'center');
      return;
    }
    setProblem(undefined);
    setSending(true);
    try {
      await onSubmit(check.answers);
    } catch {
      // The API client has told the buyer; the answers stay for another try.
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      {questions.map((question, position) => (
        <section key={question.qtNo} data-qt-no={question.qtNo} style={{ background: '#fff', padding: '14px 16px', marginBottom: 8 }}>
          <div style={{ fontSize: 15, lineHeight: 1.6, color: '#333', marginBottom: 12 }}>
            {questions.length > 1 ? `${position + 1}. ` : ''}
            {question.title}
          </div>
          <QuestionField question={question} draft={drafts[question.qtNo] ?? initialDraft(question)} onChange={(draft) => setDrafts({ ...drafts, [question.qtNo]: draft })} />
          {problem?.qtNo === question.qtNo && <div style={{ color: 'var(--adm-color-danger)', fontSize: 12, marginTop: 8 }}>{problem.message}</div>}
        </section>
      ))}
      <div style={{ padding: '8px 16px 24px' }}>
        <Button block color="primary" shape="rounded" size="large" loading={sending} onClick={() => void submit()}>
          {SCREEN_MESSAGES.smartSubmitRound}
        </Button>
      </div>
    </>
  );
}
