import { startTransition, useEffect, useMemo, useState } from 'react';
import { ERROR_MESSAGES } from '../../shared/messages/errors';
import { ApiError } from '../api/api-error';
import { useRuntime } from '../app/runtime-context';
import { checkTemplate } from './check-template';
import { templateRequest } from './template-request';
import type { TemplateState } from './template-state';

/**
 * Loads the published template of the address's promotion (live, simulate and template modes), or in
 * simulate mode with a `previewToken` the unpublished draft that token grants (the editor's QA link).
 * `promotionId` names another promotion than the one the app was opened with: a page reached inside
 * the app (the result page after the cashier) reads its own from its address.
 */
export function usePublishedTemplate(promotionId?: string): TemplateState {
  const { api, query: opened } = useRuntime();
  const query = useMemo(
    () => (promotionId === undefined || promotionId === opened.params.promotionId ? opened : { ...opened, params: { ...opened.params, promotionId } }),
    [opened, promotionId],
  );
  const request = templateRequest(query);
  const [state, setState] = useState<TemplateState>(request ? { status: 'loading' } : { status: 'empty' });
  useEffect(() => {
    if (!request) return;
    let current = true;
    // A transition: the first render of a whole page is long, and rendered this way it yields to the
    // browser every few milliseconds instead of holding the main thread (taps, paints) until done.
    const show = (next: TemplateState) => current && startTransition(() => setState(next));
    request(api)
      .then((reply) => checkTemplate(reply.result))
      .then(show)
      .catch((error: unknown) => show({ status: 'error', message: error instanceof ApiError ? error.message : ERROR_MESSAGES.networkError }));
    return () => {
      current = false;
    };
    // The request is read once per address: the query object is created once for the app's life.
  }, [api, query]);
  return state;
}
