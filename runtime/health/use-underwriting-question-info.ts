import type { Notice } from '../../schema/entities/notice';
import { useApiQuery } from '../api/api-queries';
import { usePlanIds } from '../blocks/product/use-plan-clauses';

/**
 * The plan's underwriting question info (`queryUnderwritingQuestionInfo`): its notice questions,
 * whether it supports smart underwriting, and the questionnaire (xdQuestionCode) a refusal goes to.
 * Asked only while `enabled`, and again after a smart underwriting answer (the query layer marks it
 * stale); undefined while unknown, without a plan, or when the query fails.
 */
export function useUnderwritingQuestionInfo(enabled: boolean): Notice | undefined {
  const { goodsId, planId } = usePlanIds();
  const info = useApiQuery('queryUnderwritingQuestionInfo', { goodsId: goodsId ?? '', planId: planId ?? '' }, undefined, { enabled: Boolean(enabled && goodsId && planId), keepPrevious: true });
  return info.data?.value;
}
