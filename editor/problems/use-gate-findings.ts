import { useAtomValue } from 'jotai';
import type { TemplateConfig } from '../../schema/template/template-config';
import type { GateFacts } from '../../schema/api/editor/editor-gate-facts';
import { gateContext } from '../../shared/publish-gate/gate-context';
import type { GateFinding } from '../../shared/publish-gate/gate-finding';
import { runPublishGate } from '../../shared/publish-gate/run-publish-gate';
import { templateAtom } from '../document/document-atoms';
import { openedTemplateAtom } from '../workspace/opened-template-atom';
import { templateValidatorAtom } from '../workspace/template-validator-atom';
import { templateProblems } from '../workspace/use-template-problems';
import { gateFactsAtom } from './gate-facts-atom';

const NONE: readonly GateFinding[] = [];

// Templates are immutable: each is judged once per set of facts however many panels ask.
const judged = new WeakMap<TemplateConfig, { facts: GateFacts | undefined; findings: readonly GateFinding[] }>();

/** The gate's findings on a template that passed the schema, remembered for the template and facts. */
export function gateFindings(template: TemplateConfig, facts: GateFacts | undefined): readonly GateFinding[] {
  const known = judged.get(template);
  if (known !== undefined && known.facts === facts) return known.findings;
  const findings = runPublishGate(template, gateContext(facts));
  judged.set(template, { facts, findings });
  return findings;
}

/**
 * The publish gate's findings on the open template, as the server would find them on the facts the
 * editor last fetched (the rules that need facts wait for them). None while the template fails the
 * schema: its schema problems come first, and the gate judges only valid templates.
 */
export function useGateFindings(): readonly GateFinding[] {
  const template = useAtomValue(templateAtom);
  const validator = useAtomValue(templateValidatorAtom);
  const opened = useAtomValue(openedTemplateAtom);
  const loaded = useAtomValue(gateFactsAtom);
  if (validator === undefined || templateProblems(template, validator.validate).length > 0) return NONE;
  const facts = loaded !== undefined && loaded.templateId === opened?.templateId ? loaded.facts : undefined;
  return gateFindings(template, facts);
}
