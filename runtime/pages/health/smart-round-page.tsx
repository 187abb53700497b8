import { DotLoading } from 'antd-mobile';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { SmartQuestionAnswer } from '../../../schema/entities/smart-question-answer';
import { ERROR_MESSAGES } from '../../../shared/messages/errors';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { useRuntime } from '../../app/runtime-context';
import { useSmartMember } from '../../health/use-smart-member';
import { useSmartQuestionIntro } from '../../health/use-smart-question-intro';
import { RichText } from '../../blocks/shared/content/rich-text';
import { flowStateAtom } from '../../state/flow-atoms';
import { ErrorPage } from '../../app/error-page';
import { SmartPageShell, SmartSessionLost } from './smart-page-shell';
import { SmartRound } from './smart-round';

/**
 * /healthnotify/disease/{index} (round 0, the disease question, starting the questionnaire) and
 * /healthnotify/detail/{index}/{loop} (the following rounds). A finished questionnaire goes on to
 * /healthnotify/confirm/{index}. Above the questions, the notice's 智能核保说明 (queryNoticeQuestion).
 */
export default function SmartRoundPage() {
  const loop = Number(useParams().loop ?? 0);
  const { api } = useRuntime();
  const orderNo = useAtomValue(flowStateAtom).orderNo;
  const { index, session, run, update, go } = useSmartMember();
  const [failed, setFailed] = useState(false);
  const needsStart = run !== undefined && run.applyNo === undefined && loop === 0;
  const intro = useSmartQuestionIntro(run?.person);

  useEffect(() => {
    if (!needsStart || !session || !run) return;
    let live = true;
    api.call('smartQuestionStart', { smartQuestionNo: session.smartQuestionNo, ...(orderNo ? { orderNo } : {}) }).then(
      (response) => {
        if (!live) return;
        if (response.result) update({ ...run, applyNo: response.result.applyNo, rounds: [response.result.nextQuestions] });
        else setFailed(true);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
    // Started once per member: the run itself changes when the start answers, so it is not a trigger.
  }, [needsStart, api, orderNo, session?.smartQuestionNo]);

  if (!session || !run) return <SmartSessionLost />;
  const questions = run.rounds[loop];
  const title = SCREEN_MESSAGES.smartQuestionnaireTitle;
  const subtitle = `${SCREEN_MESSAGES.smartMemberPrefix}${run.name}`;
  if (failed) return <ErrorPage status="default" title={ERROR_MESSAGES.smartQuestionnaireFailed} />;
  if (!questions) {
    if (!needsStart) return <SmartSessionLost />;
    return (
      <SmartPageShell title={title} subtitle={subtitle}>
        <div style={{ padding: 48, textAlign: 'center' }}>
          <DotLoading />
        </div>
      </SmartPageShell>
    );
  }

  async function submit(answers: SmartQuestionAnswer[]) {
    if (!run?.applyNo) return;
    const response = await api.call('smartQuestionAnswer', { applyNo: run.applyNo, questionAnswers: answers });
    const step = response.result;
    if (!step) throw new Error(ERROR_MESSAGES.smartQuestionnaireFailed);
    const rounds = run.rounds.slice(0, loop + 1);
    if (step.finished) {
      update({ ...run, rounds, verdict: { allowInsure: step.allowInsure === true, conclusion: step.conclusion ?? '' } });
      go(`confirm/${index}`);
      return;
    }
    update({ ...run, rounds: [...rounds, step.nextQuestions] });
    go(`detail/${index}/${loop + 1}`);
  }

  return (
    <SmartPageShell title={title} subtitle={subtitle}>
      {intro ? (
        <div data-testid="smart-intro" style={{ background: '#fff', padding: '12px 16px', marginBottom: 8 }}>
          <RichText html={intro} style={{ fontSize: 13, color: '#666' }} />
        </div>
      ) : null}
      <SmartRound key={`${index}-${loop}`} questions={questions} onSubmit={submit} />
    </SmartPageShell>
  );
}
