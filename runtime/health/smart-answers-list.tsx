import { DotLoading, ErrorBlock } from 'antd-mobile';
import type { SmartQuestionnaireAnswers } from '../../schema/api/smart-question';
import { SCREEN_MESSAGES } from '../../shared/messages/screens';
import type { SmartAnswersLoad } from './use-smart-answers';

type AnsweredQuestion = SmartQuestionnaireAnswers['answers'][number];

/** The answer as the buyer gave it: the chosen options' texts, or what was typed. */
function answerText({ question, answer }: AnsweredQuestion): string {
  if (answer.manualValue !== undefined) return answer.manualValue;
  const byNo = new Map((question.qtOptionList ?? []).map((option) => [option.opNo, option.content]));
  return (answer.qtOptions ?? []).map((opNo) => byNo.get(opNo) ?? opNo).join('、');
}

/** An answered questionnaire, question by question; loading, 暂无数据 and error states included. */
export function SmartAnswersList({ load }: { load: SmartAnswersLoad }) {
  if (load.status === 'idle') return <ErrorBlock status="empty" title={SCREEN_MESSAGES.noData} description="" />;
  if (load.status === 'loading') {
    return (
      <div style={{ padding: 32, textAlign: 'center' }}>
        <DotLoading />
      </div>
    );
  }
  if (load.status === 'error') return <ErrorBlock status="default" title={load.message} description="" />;
  return (
    // role="list": Safari drops the list semantics of a list without bullets unless told.
    <ol role="list" style={{ margin: 0, padding: 0, listStyle: 'none', background: '#fff' }}>
      {load.data.answers.map((entry, index) => (
        <li key={`${entry.question.qtNo}-${index}`} style={{ padding: '12px 16px', borderBottom: '1px solid #f5f5f5' }}>
          <div style={{ fontSize: 14, color: '#333', lineHeight: 1.6 }}>
            {index + 1}. {entry.question.title}
          </div>
          <div style={{ fontSize: 14, color: 'var(--adm-color-primary)', marginTop: 6 }}>{answerText(entry)}</div>
        </li>
      ))}
    </ol>
  );
}
