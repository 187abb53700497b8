import { Button, Result } from 'antd-mobile';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { useSmartMember } from '../../health/use-smart-member';
import { SmartPageShell, SmartSessionLost } from './smart-page-shell';

/** /healthnotify/result/{index}: one member's allow / refuse conclusion, then the next member or the conclusion. */
export default function SmartResultPage() {
  const { index, session, run, go } = useSmartMember();
  if (!session || !run?.verdict) return <SmartSessionLost />;
  const hasNext = index + 1 < session.members.length;
  return (
    <SmartPageShell
      title={SCREEN_MESSAGES.smartQuestionnaireTitle}
      subtitle={`${SCREEN_MESSAGES.smartMemberPrefix}${run.name}`}
      footer={
        <Button block shape="rounded" color="primary" onClick={() => go(hasNext ? `disease/${index + 1}` : 'conclusion')}>
          {hasNext ? SCREEN_MESSAGES.smartNextMember : SCREEN_MESSAGES.smartViewConclusion}
        </Button>
      }
    >
      <Result
        status={run.verdict.allowInsure ? 'success' : 'error'}
        title={run.verdict.allowInsure ? SCREEN_MESSAGES.smartResultAllowed : SCREEN_MESSAGES.smartResultRefused}
        description={run.verdict.conclusion}
      />
    </SmartPageShell>
  );
}
