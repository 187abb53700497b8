import { useEffect, useState } from 'react';
import type { Notice } from '../../schema/entities/notice';
import { useRuntime } from '../app/runtime-context';
import { usePlanId } from '../order-flow/use-plan-id';

/** Loading a plan's health notice for one kind of person. */
export type HealthNoticeLoad =
  | { readonly status: 'idle' | 'loading' | 'error' }
  | { readonly status: 'ready'; readonly notice: Notice };

/**
 * The plan's health notice for the holder, the insured or the agent (queryHealthNotice), loaded while
 * `enabled`. A failure is toasted by the API client (系统异常，请稍后重试 / 网络错误) and ends in 'error'.
 */
export function useHealthNotice(objectType: 'holder' | 'insured' | 'agent', enabled: boolean): HealthNoticeLoad {
  const { api } = useRuntime();
  const planId = usePlanId();
  const [load, setLoad] = useState<HealthNoticeLoad>({ status: 'idle' });
  useEffect(() => {
    if (!enabled) return;
    if (!planId) {
      setLoad({ status: 'error' });
      return;
    }
    let live = true;
    setLoad({ status: 'loading' });
    api.call('queryHealthNotice', { planId, noticeObjectType: objectType }).then(
      (response) => live && setLoad(response.result ? { status: 'ready', notice: response.result } : { status: 'error' }),
      () => live && setLoad({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [api, planId, objectType, enabled]);
  return load;
}
