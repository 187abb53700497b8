import type { TemplateConfig } from '../../schema/template/template-config';
import { fieldText, flowNeeds, rowsFor } from './flow-needs';
import type { WalkFinding } from './walk-finding';

/**
 * Values the flow needs (see `flowNeeds`) that no row on their page or before lets the buyer give:
 * the SMS code's phone, a field another row's rule reads, a field the order demands. Reported where
 * the need comes from, on that page.
 */
export function findRequiredWithoutControl(template: TemplateConfig): WalkFinding[] {
  return flowNeeds(template)
    .filter((need) => rowsFor(template, need).length === 0)
    .map((need): WalkFinding => {
      const field = fieldText(need.path);
      const text = need.key === 'ruleFieldWithoutControl'
        ? { key: need.key, params: { field, rule: need.rule ?? '' } }
        : { key: need.key, params: { field } };
      return { kind: 'requiredWithoutControl', pageIndex: need.pageIndex, pointer: need.pointer, text };
    });
}
