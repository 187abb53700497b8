import type { TemplateConfig } from '../../schema/template/template-config';
import { shownModulesOf, shownByDefault } from './shown-modules';
import { formKeyPath, type FieldPath } from './form-key-path';
import { pageForwards } from './page-forwards';
import { walkFormRows } from './walk-form-rows';

/** Why the flow needs a value. */
export type FlowNeedKey = 'smsPhoneWithoutControl' | 'ruleFieldWithoutControl' | 'orderFieldWithoutControl';

/** A value the flow cannot go on without, and by which page the buyer must have given it. */
export interface FlowNeed {
  readonly path: FieldPath;
  /** A row for it must be on this page or an earlier one (by page order). */
  readonly pageIndex: number;
  /** Where the need comes from: the SMS row, the row whose rule reads the field, the control that submits. */
  readonly pointer: string;
  readonly key: FlowNeedKey;
  /** The rule that reads the field (for `ruleFieldWithoutControl`). */
  readonly rule?: string;
}

/** What the server demands of the holder in every order: the policy is issued to them, the SMS code goes to their phone. */
const ORDER_HOLDER_FIELDS = ['name', 'certiType', 'certiNo', 'phone'] as const;

/** Rules that read another field of the row's own form, and the field each reads when it names none. */
const READING_RULES: Readonly<Record<string, string | undefined>> = { equalsTo: undefined, certificate: 'certiType' };

interface RuleSpecLike {
  readonly rule?: unknown;
  readonly value?: unknown;
}

/** A field path as an operator reads it: `policyHolder.phone`, `insured[0].certiType`. */
export function fieldText(path: FieldPath): string {
  return path.map((step, index) => (typeof step === 'number' ? `[${step}]` : index === 0 ? step : `.${step}`)).join('');
}

/**
 * The values the flow needs beyond what each row asks for itself: the phone the SMS code goes to, the
 * fields other rows' rules read (equalsTo, certificate's type), and the holder's fields the server
 * demands of the order, needed by the page that submits it.
 */
export function flowNeeds(template: TemplateConfig): FlowNeed[] {
  const needs: FlowNeed[] = [];
  template.pageList.forEach((_page, pageIndex) => {
    for (const visit of shownModulesOf(template, pageIndex, shownByDefault)) {
      if (visit.module.component !== 'smsValidateCode') continue;
      const phoneField = typeof visit.module.attrs.phoneField === 'string' ? visit.module.attrs.phoneField : 'policyHolder.phone';
      needs.push({ path: formKeyPath(phoneField), pageIndex, pointer: visit.path, key: 'smsPhoneWithoutControl' });
    }
    for (const row of walkFormRows(template.pageList[pageIndex]!, pageIndex)) {
      const rules = Array.isArray(row.module.attrs.rules) ? (row.module.attrs.rules as RuleSpecLike[]) : [];
      for (const spec of rules) {
        if (typeof spec?.rule !== 'string' || !(spec.rule in READING_RULES)) continue;
        const name = typeof spec.value === 'string' && spec.value.trim() !== '' ? spec.value.trim() : READING_RULES[spec.rule];
        if (name === undefined) continue;
        needs.push({ path: [...row.path.slice(0, -1), ...formKeyPath(name)], pageIndex, pointer: row.pointer, key: 'ruleFieldWithoutControl', rule: spec.rule });
      }
    }
    const submit = pageForwards(template, pageIndex).find((forward) => forward.kind === 'submit');
    if (submit !== undefined && !needs.some((need) => need.key === 'orderFieldWithoutControl')) {
      for (const field of ORDER_HOLDER_FIELDS) needs.push({ path: ['policyHolder', field], pageIndex, pointer: submit.pointer, key: 'orderFieldWithoutControl' });
    }
  });
  return needs;
}

/** Whether two name paths are the same field. */
export function samePath(one: FieldPath, other: FieldPath): boolean {
  return one.length === other.length && one.every((step, index) => step === other[index]);
}

/** The rows of the template that fill a need: the need's field, on its page or an earlier one. */
export function rowsFor(template: TemplateConfig, need: FlowNeed): ReturnType<typeof walkFormRows> {
  const by = template.pageList[need.pageIndex]!.pageOrder;
  return template.pageList.flatMap((page, pageIndex) => (page.pageOrder <= by ? walkFormRows(page, pageIndex).filter((row) => samePath(row.path, need.path)) : []));
}
