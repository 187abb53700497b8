import { useEffect, useState } from 'react';
import { HEALTH_NOTICE_TYPE } from '../../shared/constants';
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
 * page and asks again as it opens; the API client merges the same query within a second, so stepping
 * through rounds does not ask the server once per page. Undefined while unknown, when the notice has
 * none, or when the query fails.
 */
export function useSmartQuestionIntro(person: PersonKey | undefined): string | undefined {
  const { api, query } = useRuntime();
  const planId = usePlanId();
  const promotionId = query.params.promotionId;
  const [intro, setIntro] = useState<string | undefined>(undefined);
  const noticeObjectType = person ? noticeObjectTypeOf(person) : undefined;
  useEffect(() => {
    if (!planId || !noticeObjectType) return undefined;
    let live = true;
    api.call('queryNoticeQuestion', { noticeType: HEALTH_NOTICE_TYPE, planId, ...(promotionId ? { promotionId } : {}), noticeObjectType }).then(
      (reply) => live && setIntro(reply.result?.smartQuestionContent || undefined),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, planId, promotionId, noticeObjectType]);
  return intro;
}
