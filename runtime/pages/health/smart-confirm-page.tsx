import { Button } from 'antd-mobile';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { SmartAnswersList } from '../../health/smart-answers-list';
import { useSmartAnswers } from '../../health/use-smart-answers';
import { useSmartMember } from '../../health/use-smart-member';
import { SmartPageShell, SmartSessionLost } from './smart-page-shell';

/**
 * /healthnotify/confirm/{index}: the finished questionnaire's answers for the buyer to confirm before
 * the conclusion counts; 重新作答 starts the member's questionnaire again.
 */
export default function SmartConfirmPage() {
  const { index, run, update, recordVerdict, go } = useSmartMember();
  const load = useSmartAnswers(run?.applyNo);
  if (!run?.verdict) return <SmartSessionLost />;
  const verdict = run.verdict;
  return (
    <SmartPageShell
      title={SCREEN_MESSAGES.smartConfirmTitle}
      subtitle={`${SCREEN_MESSAGES.smartMemberPrefix}${run.name}`}
      footer={
        <>
          <Button block shape="rounded" onClick={() => { update({ person: run.person, name: run.name, rounds: [] }); go(`disease/${index}`); }}>
            {SCREEN_MESSAGES.smartBackToAnswer}
          </Button>
          <Button block shape="rounded" color="primary" onClick={() => { recordVerdict(verdict, run.applyNo); go(`result/${index}`); }}>
            {SCREEN_MESSAGES.smartConfirmSubmit}
          </Button>
        </>
      }
    >
      <SmartAnswersList load={load} />
    </SmartPageShell>
  );
}
