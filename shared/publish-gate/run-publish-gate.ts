import type { TemplateConfig } from '../../schema/template/template-config';
import type { GateContext } from './gate-context';
import type { GateFinding } from './gate-finding';
import { fillGateMessage } from './gate-finding';
import type { GateRule } from './gate-rule';
import { GATE_RULES } from './gate-rules';

/**
 * Runs the gate's rules over a template that passed the schema: every finding with its rule, severity,
 * pointer, params and Chinese message (the editor rewords it in English from the rule). Errors first,
 * then warnings, each in catalogue order. Rules that need the server's facts stay silent without them.
 */
export function runPublishGate(template: TemplateConfig, context: GateContext, rules: readonly GateRule[] = GATE_RULES): GateFinding[] {
  const findings: GateFinding[] = [];
  for (const rule of rules) {
    if (rule.needsFacts && context.facts === undefined) continue;
    for (const hit of rule.check(template, context)) {
      findings.push({
        rule: rule.id,
        severity: rule.severity,
        path: hit.path,
        message: fillGateMessage(rule.message['zh-CN'], hit.params, 'zh-CN'),
        ...(hit.params ? { params: { ...hit.params } } : {}),
      });
    }
  }
  return [...findings.filter((finding) => finding.severity === 'error'), ...findings.filter((finding) => finding.severity === 'warning')];
}
