import type { Problem } from '../../schema/validate/problem';
import { GATE_RULES } from '../../shared/publish-gate/gate-rules';
import { fillGateMessage, type GateLocale } from '../../shared/publish-gate/gate-finding';

const RULES = new Map(GATE_RULES.map((rule) => [rule.id, rule]));

/**
 * A problem's message in the operator's language: a publish gate finding is worded from its rule's
 * message and the finding's params; any other problem carries its own (Chinese) message.
 */
export function problemText(problem: Problem, locale: GateLocale): string {
  const rule = problem.rule === undefined ? undefined : RULES.get(problem.rule);
  return rule ? fillGateMessage(rule.message[locale], problem.params, locale) : problem.message;
}
