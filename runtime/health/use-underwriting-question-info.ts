import { useEffect, useState } from 'react';
import type { Notice } from '../../schema/entities/notice';
import { useRuntime } from '../app/runtime-context';
import { usePlanIds } from '../blocks/product/use-plan-clauses';

/**
 * The plan's underwriting question info (`queryUnderwritingQuestionInfo`): its notice questions,
 * whether it supports smart underwriting, and the questionnaire (xdQuestionCode) a refusal goes to.
 * Asked only while `enabled`; undefined while unknown, without a plan, or when the query fails.
 */
export function useUnderwritingQuestionInfo(enabled: boolean): Notice | undefined {
  const { api } = useRuntime();
  const { goodsId, planId } = usePlanIds();
  const [info, setInfo] = useState<Notice | undefined>(undefined);
  useEffect(() => {
    if (!enabled || !goodsId || !planId) return undefined;
    let current = true;
    api.call('queryUnderwritingQuestionInfo', { goodsId, planId }).then(
      (reply) => current && setInfo(reply.value),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api, enabled, goodsId, planId]);
  return info;
}
