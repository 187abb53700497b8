import { useEffect, useState } from 'react';
import { ERROR_MESSAGES } from '../../shared/messages/errors';
import { ApiError } from '../api/api-error';
import { useRuntime } from '../app/runtime-context';
import { draftPreviewToken } from '../query/draft-preview-token';
import { checkTemplate } from './check-template';
import type { TemplateState } from './template-state';

/**
 * Loads the published template of the address's promotion (live, simulate and template modes), or in
 * simulate mode with a `previewToken` the unpublished draft that token grants (the editor's QA link).
 */
export function usePublishedTemplate(): TemplateState {
  const { api, query } = useRuntime();
  const promotionId = query.params.promotionId;
  const previewToken = draftPreviewToken(query);
  const [state, setState] = useState<TemplateState>(promotionId || previewToken ? { status: 'loading' } : { status: 'empty' });
  useEffect(() => {
    if (!promotionId && !previewToken) return;
    let current = true;
    const loading = previewToken
      ? api.call('queryDraftTemplateConfig', { previewToken })
      : api.call('queryGoodsTemplateConfig', { promotionId: promotionId ?? '' }, { promotionId: promotionId ?? '' });
    loading
      .then((reply) => checkTemplate(reply.result))
      .then((next) => current && setState(next))
      .catch((error: unknown) => current && setState({ status: 'error', message: error instanceof ApiError ? error.message : ERROR_MESSAGES.networkError }));
    return () => {
      current = false;
    };
  }, [api, promotionId, previewToken]);
  return state;
}
