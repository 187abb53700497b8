import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import type { GateFacts } from '../../schema/api/editor/editor-gate-facts';
import type { Problem } from '../../schema/validate/problem';
import type { SchemaValidator } from '../../schema/validate/schema-validator';
import type { EditorApiClient } from '../api/editor-api-client';
import { templateAtom } from '../document/document-atoms';
import { gateFactsAtom } from '../problems/gate-facts-atom';
import { gateFactsRequest } from '../problems/gate-facts-request';
import { gateFindings } from '../problems/use-gate-findings';
import { openedTemplateAtom } from '../workspace/opened-template-atom';
import { loadTemplateValidator } from '../workspace/template-validator-atom';
import { templateProblems } from '../workspace/use-template-problems';

/** Where the publish dialog's check stands: asking the server, or done with what it found. */
export type PublishCheck =
  | { readonly state: 'checking' }
  | {
      readonly state: 'checked';
      /** The schema's problems when it fails, else the publish gate's findings (errors, then warnings). */
      readonly problems: readonly Problem[];
      /** The server's facts could not be read: the rules that need them wait for the server's own check. */
      readonly factsFailed: boolean;
    };

interface Inputs {
  readonly validator: SchemaValidator;
  readonly facts: GateFacts | undefined;
  readonly factsFailed: boolean;
}

/**
 * The check the publish dialog shows before anything is sent: the facts asked afresh for the template
 * as it is now, then the same schema validation and publish gate the server will run. It follows the
 * document while the dialog is open.
 */
export function usePublishCheck(api: EditorApiClient): PublishCheck {
  const store = useStore();
  const template = useAtomValue(templateAtom);
  const setFacts = useSetAtom(gateFactsAtom);
  const [inputs, setInputs] = useState<Inputs | undefined>(undefined);

  useEffect(() => {
    let live = true;
    const opened = store.get(openedTemplateAtom);
    const request = gateFactsRequest(store.get(templateAtom));
    const facts = opened
      ? api.getGateFacts({ params: { templateId: opened.templateId }, body: request.body }).then((result) => {
          if (!result.ok) return undefined;
          setFacts({ templateId: opened.templateId, key: request.key, facts: result.value });
          return result.value;
        })
      : Promise.resolve(undefined);
    void Promise.all([loadTemplateValidator(), facts]).then(([validator, fresh]) => {
      if (!live) return;
      const last = store.get(gateFactsAtom);
      const known = fresh ?? (last !== undefined && last.templateId === opened?.templateId ? last.facts : undefined);
      setInputs({ validator, facts: known, factsFailed: fresh === undefined });
    });
    return () => {
      live = false;
    };
  }, [api, store, setFacts]);

  return useMemo((): PublishCheck => {
    if (inputs === undefined) return { state: 'checking' };
    const schemaProblems = templateProblems(template, inputs.validator);
    const problems = schemaProblems.length > 0 ? schemaProblems : gateFindings(template, inputs.facts);
    return { state: 'checked', problems, factsFailed: inputs.factsFailed };
  }, [inputs, template]);
}
