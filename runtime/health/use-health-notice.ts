import type { Notice } from '../../schema/entities/notice';
import { useApiQuery } from '../api/api-queries';
import { usePlanId } from '../order-flow/use-plan-id';

/** Loading a plan's health notice for one kind of person. */
export type HealthNoticeLoad =
  | { readonly status: 'idle' | 'loading' | 'error' }
  | { readonly status: 'ready'; readonly notice: Notice };

/**
 * The plan's health notice for the holder, the insured or the agent (queryHealthNotice), loaded while
 * `enabled`. A failure is toasted by the API client (系统异常，请稍后重试 / 网络错误) and ends in 'error';
 * so does a notice asked for without a plan.
 */
export function useHealthNotice(objectType: 'holder' | 'insured' | 'agent', enabled: boolean): HealthNoticeLoad {
  const planId = usePlanId();
  const notice = useApiQuery('queryHealthNotice', { planId: planId ?? '', noticeObjectType: objectType }, undefined, { enabled: enabled && Boolean(planId) });
  if (enabled && !planId) return { status: 'error' };
  if (notice.isError) return notice.isFetching ? { status: 'loading' } : { status: 'error' };
  if (notice.data) return notice.data.result ? { status: 'ready', notice: notice.data.result } : { status: 'error' };
  return enabled ? { status: 'loading' } : { status: 'idle' };
}
