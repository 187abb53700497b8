import { HEALTH_NOTICE_TYPE } from '../../shared/constants';
import { useApiQuery } from '../api/api-queries';
import { useRuntime } from '../app/runtime-context';
import { usePlanId } from '../order-flow/use-plan-id';
import type { PersonKey } from './person-key';

/** Whose notice a person answers: the holder's, the agent's, or the insured's. */
function noticeObjectTypeOf(person: PersonKey): 'holder' | 'insured' | 'agent' {
  return person === 'holder' || person === 'agent' ? person : 'insured';
}

/**
 * The smart underwriting explanation (智能核保说明, `smartQuestionContent`) of the member's health
 * notice, from the notice detail (`queryNoticeQuestion`). Each round of the questionnaire is its own
 * page and asks again as it opens, showing the explanation it already has meanwhile; the API client
 * merges the same query within a second, so stepping through rounds does not ask the server once per
 * page. Undefined while unknown, when the notice has none, or when the query fails.
 */
export function useSmartQuestionIntro(person: PersonKey | undefined): string | undefined {
  const { query } = useRuntime();
  const planId = usePlanId();
  const promotionId = query.params.promotionId;
  const noticeObjectType = person ? noticeObjectTypeOf(person) : undefined;
  const body = { noticeType: HEALTH_NOTICE_TYPE, planId: planId ?? '', ...(promotionId ? { promotionId } : {}), noticeObjectType: noticeObjectType ?? 'insured' };
  const notice = useApiQuery('queryNoticeQuestion', body, undefined, { enabled: Boolean(planId && noticeObjectType), keepPrevious: true });
  return notice.data?.result?.smartQuestionContent || undefined;
}
