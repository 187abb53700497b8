import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { SmartAnswersList } from '../../health/smart-answers-list';
import { useSmartAnswers } from '../../health/use-smart-answers';
import { SmartPageShell } from './smart-page-shell';

/** /underwritingDetails?applyNo=…: the answers of a finished smart underwriting questionnaire. */
export default function UnderwritingDetailsPage() {
  const applyNo = new URLSearchParams(window.location.search).get('applyNo') ?? undefined;
  const load = useSmartAnswers(applyNo);
  return (
    <SmartPageShell title={SCREEN_MESSAGES.underwritingDetailsTitle}>
      <SmartAnswersList load={load} />
    </SmartPageShell>
  );
}
