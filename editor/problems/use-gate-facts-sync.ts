import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useEditorApi } from '../app/use-editor-api';
import { templateAtom } from '../document/document-atoms';
import { openedTemplateAtom } from '../workspace/opened-template-atom';
import { gateFactsAtom } from './gate-facts-atom';
import { gateFactsRequest } from './gate-facts-request';

/** How long the template's goods and images must rest before the facts are asked again. */
const SETTLE_MS = 400;

/**
 * Keeps `gateFactsAtom` in step with the open template: asks the server for the facts of its goods
 * and images when they change (typing a goods ID asks once it rests), and drops the facts of another
 * template. A failed request leaves the last facts; the server judges again when publishing.
 */
export function useGateFactsSync(): void {
  const opened = useAtomValue(openedTemplateAtom);
  const template = useAtomValue(templateAtom);
  const setFacts = useSetAtom(gateFactsAtom);
  const api = useEditorApi(opened?.tenant ?? '');
  const request = useMemo(() => gateFactsRequest(template), [template]);
  const templateId = opened?.templateId;

  useEffect(() => {
    setFacts((current) => (current !== undefined && current.templateId !== templateId ? undefined : current));
  }, [templateId, setFacts]);

  useEffect(() => {
    if (templateId === undefined) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void api.getGateFacts({ params: { templateId }, body: request.body, signal: controller.signal }).then((result) => {
        if (result.ok && !controller.signal.aborted) setFacts({ templateId, key: request.key, facts: result.value });
      });
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // The request's key says when its body changed: a new body object with the same key asks nothing.
  }, [api, templateId, request.key, setFacts]);
}
