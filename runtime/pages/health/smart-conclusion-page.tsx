import { Button, List } from 'antd-mobile';
import { useAtom, useStore } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { personNoticeStatus } from '../../../shared/health';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { healthNoticeAtom } from '../../health/health-notice-atoms';
import { smartSessionAtom } from '../../health/smart-session';
import { SmartPageShell, SmartSessionLost } from './smart-page-shell';

const TONE_COLOURS = { success: 'var(--adm-color-success)', pending: 'var(--adm-color-warning)', danger: 'var(--adm-color-danger)' } as const;

/** /underwritingDetails for one questionnaire, keeping the address's tenant and order parameters. */
function detailsAddress(applyNo: string): string {
  const params = new URLSearchParams(window.location.search);
  params.set('applyNo', applyNo);
  return `/underwritingDetails?${params.toString()}`;
}

/**
 * /healthnotify/conclusion: every affected member's result as now recorded under their HN_ key; 返回投保
 * goes back to the page the smart underwriting started from, and the finished session is dropped.
 * Tapping a member opens their answers (/underwritingDetails).
 */
export default function SmartConclusionPage() {
  const [session, setSession] = useAtom(smartSessionAtom);
  const store = useStore();
  const navigate = useNavigate();
  if (!session) return <SmartSessionLost />;
  return (
    <SmartPageShell
      title={SCREEN_MESSAGES.smartConclusionTitle}
      footer={
        <Button block shape="rounded" color="primary" onClick={() => { navigate(session.returnTo); setSession(null); }}>
          {SCREEN_MESSAGES.smartBackToInsure}
        </Button>
      }
    >
      <List>
        {session.members.map((member) => {
          const result = store.get(healthNoticeAtom(member.person));
          const status = personNoticeStatus(result.allowInsure, member.person === 'holder' ? 'holder' : 'insured');
          return (
            <List.Item
              key={member.person}
              description={result.conclusion}
              extra={<span style={{ color: TONE_COLOURS[status.tone] }}>{status.text}</span>}
              {...(result.applyNo ? { onClick: () => navigate(detailsAddress(result.applyNo ?? '')) } : {})}
            >
              {member.name}
            </List.Item>
          );
        })}
      </List>
    </SmartPageShell>
  );
}
