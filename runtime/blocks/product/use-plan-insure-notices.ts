import type { Notice } from '../../../schema/entities/notice';
import { useApiQuery } from '../../api/api-queries';
import { usePlanIds } from './use-plan-clauses';

/**
 * The insure notices (投保须知 and the like) the server holds for the current plan
 * (`queryInsureNoticeList`); empty while unknown, without a plan, or when the query fails. Another
 * plan's notices stay shown until the new plan's arrive.
 */
export function usePlanInsureNotices(): readonly Notice[] {
  const { goodsId, planId } = usePlanIds();
  const asks = Boolean(goodsId && planId);
  const notices = useApiQuery('queryInsureNoticeList', { goodsId: goodsId ?? '', planId: planId ?? '' }, undefined, { enabled: asks, keepPrevious: true });
  return asks ? (notices.data?.value ?? []) : [];
}
