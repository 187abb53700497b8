import { useEffect, useState } from 'react';
import { ERROR_MESSAGES } from '../../shared/messages/errors';
import { ApiError } from '../api/api-error';
import { useRuntime } from '../app/runtime-context';
import { checkTemplate } from './check-template';
import type { TemplateState } from './template-state';

/** Loads the published template of the address's promotion (live, simulate and template modes). */
export function usePublishedTemplate(): TemplateState {
  const { api, query } = useRuntime();
  const promotionId = query.params.promotionId;
  const [state, setState] = useState<TemplateState>(promotionId ? { status: 'loading' } : { status: 'empty' });
  useEffect(() => {
    if (!promotionId) return;
    let current = true;
    api
      .call('queryGoodsTemplateConfig', { promotionId }, { promotionId })
      .then((reply) => checkTemplate(reply.result))
      .then((next) => current && setState(next))
      .catch((error: unknown) => current && setState({ status: 'error', message: error instanceof ApiError ? error.message : ERROR_MESSAGES.networkError }));
    return () => {
      current = false;
    };
  }, [api, promotionId]);
  return state;
}
