import type { Module } from '../../schema/template/module';
import type { TemplateConfig } from '../../schema/template/template-config';
import { fieldText, flowNeeds, rowsFor } from './flow-needs';
import { shownByDefault, type ModuleShown } from './shown-modules';
import { walkFormRows, type WalkFormRow } from './walk-form-rows';
import type { WalkFinding } from './walk-finding';

/** Whether a row's `requiredOn` holds for the persona: undefined where it has none. */
export type RequiredNow = (module: Module) => boolean | undefined;

/** The outermost module around a row (the row included) whose display rule hides it from the persona. */
function hiddenBy(row: WalkFormRow, shown: ModuleShown): number | undefined {
  const index = row.chain.findIndex((module) => shownByDefault(module) && !shown(module));
  return index < 0 ? undefined : index;
}

/** The pointer of the `visibleOn` of the chain's module at `index`, from the row's own pointer. */
function rulePointer(row: WalkFormRow, index: number): string {
  const tokens = row.pointer.split('/');
  // Each module of the chain below the hiding one adds `/children/<n>` to the pointer.
  const below = row.chain.length - 1 - index;
  return `${tokens.slice(0, tokens.length - below * 2).join('/')}/visibleOn`;
}

/**
 * Display rules that, for the persona, hide a row the flow cannot do without: every row of a needed
 * value (the SMS phone, a field a rule reads, a field the order demands), or a row whose own
 * `requiredOn` holds at the same time. Reported at the rule, on the row's page.
 */
export function findRulesHidingRequired(template: TemplateConfig, shown: ModuleShown, requiredNow: RequiredNow): WalkFinding[] {
  const findings: WalkFinding[] = [];
  for (const need of flowNeeds(template)) {
    const rows = rowsFor(template, need);
    if (rows.length === 0 || rows.some((row) => hiddenBy(row, shown) === undefined)) continue;
    const row = rows[0]!;
    const pageIndex = Number(row.pointer.split('/')[2]);
    const pointer = rulePointer(row, hiddenBy(row, shown)!);
    // The SMS code and the order may need the same field: one rule hides it once.
    if (findings.some((finding) => finding.pointer === pointer && finding.text.key === 'ruleHidesNeededField' && finding.text.params.field === fieldText(need.path))) continue;
    findings.push({ kind: 'ruleHidesRequired', pageIndex, pointer, text: { key: 'ruleHidesNeededField', params: { field: fieldText(need.path) } } });
  }
  template.pageList.forEach((page, pageIndex) => {
    for (const row of walkFormRows(page, pageIndex)) {
      const hider = hiddenBy(row, shown);
      if (hider === undefined || requiredNow(row.module) !== true) continue;
      const pointer = rulePointer(row, hider);
      if (findings.some((finding) => finding.pointer === pointer)) continue;
      findings.push({ kind: 'ruleHidesRequired', pageIndex, pointer, text: { key: 'ruleHidesRequiredRow', params: {} } });
    }
  });
  return findings;
}
