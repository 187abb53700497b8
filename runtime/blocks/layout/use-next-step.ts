import { useCallback } from 'react';
import { useRuntime } from '../../app/runtime-context';
import { useOrderDraft } from '../../order-flow/use-order-draft';
import { useTemplatePageEffects } from '../../order-flow/use-template-page-effects';

/**
 * Confirms the current page with the server (spec section 4, nextStep): sends the order as far as it
 * is known and carries out the returned page actions. Resolves to whether those actions already took
 * the buyer elsewhere; false after a refusal too, which the API client has already shown. The editor's
 * preview confirms nothing (the server would save the made-up buyer's order as a draft): its page
 * simply moves on.
 */
export function useNextStep(buttonCode?: string): () => Promise<{ ok: boolean; left: boolean }> {
  const { api, query } = useRuntime();
  const draft = useOrderDraft(buttonCode);
  const perform = useTemplatePageEffects();

  return useCallback(async () => {
    if (query.mode === 'preview') return { ok: true, left: false };
    const body = draft();
    // Without any plan there is no order the server could confirm; the page simply moves on.
    if (!body) return { ok: true, left: false };
    try {
      const response = await api.call('nextStep', body);
      return { ok: true, left: await perform(response.result?.pageActionList) };
    } catch {
      return { ok: false, left: false };
    }
  }, [api, query.mode, perform, draft]);
}
