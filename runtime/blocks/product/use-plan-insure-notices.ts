import { useEffect, useState } from 'react';
import type { Notice } from '../../../schema/entities/notice';
import { useRuntime } from '../../app/runtime-context';
import { usePlanIds } from './use-plan-clauses';

/**
 * The insure notices (投保须知 and the like) the server holds for the current plan
 * (`queryInsureNoticeList`); empty while unknown, without a plan, or when the query fails.
 */
export function usePlanInsureNotices(): readonly Notice[] {
  const { api } = useRuntime();
  const { goodsId, planId } = usePlanIds();
  const [notices, setNotices] = useState<readonly Notice[]>([]);
  useEffect(() => {
    if (!goodsId || !planId) return undefined;
    let current = true;
    api.call('queryInsureNoticeList', { goodsId, planId }).then(
      (reply) => current && setNotices(reply.value ?? []),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api, goodsId, planId]);
  return notices;
}
