import { CONDITION_KEYS } from '../../template/condition-operators';
import { conditionVariables, effectiveFormKey, isFormRow, type ConditionBlockInfo } from '../../template/condition-variables';
import type { ConditionVariable } from '../../template/condition-variables';
import type { TemplateConfig } from '../../template/template-config';
import { walkModules, type ModuleVisit } from '../../template/walk-modules';
import type { Problem } from '../problem';
import { checkCondition } from './check-condition';
import type { ConditionFinding } from './condition-finding';
import { conditionFindingMessage } from './condition-finding-messages';

/**
 * Fields every order carries whatever the template says (the server's order check demands them at
 * submit): the holder's name, certificate and phone, an insured's name and certificate. A condition
 * hiding one would leave the buyer an order the server refuses.
 */
const ORDER_FIELDS = {
  holder: new Set(['name', 'certiType', 'certiNo', 'phone']),
  insured: new Set(['name', 'certiType', 'certiNo']),
} as const;

/** Blocks that are the holder's or an insured's form as a whole. */
const PERSON_BINDINGS: ReadonlySet<string> = new Set(['policyHolder', 'insured']);

/** The form key of the nearest ancestor that has one. */
function parentFormKey(visit: ModuleVisit, catalogue: ReadonlyMap<string, ConditionBlockInfo>): string | undefined {
  for (let parent = visit.parent; parent; parent = parent.parent) {
    const key = effectiveFormKey(parent, catalogue);
    if (key !== undefined) return key;
  }
  return undefined;
}

/** A person module, or a row of a person form that every order needs. */
function isOrderField(visit: ModuleVisit, catalogue: ReadonlyMap<string, ConditionBlockInfo>): boolean {
  const block = catalogue.get(visit.module.component);
  if (block && PERSON_BINDINGS.has(block.binds)) return true;
  const key = visit.module.formKey;
  if (!isFormRow(block) || typeof key !== 'string') return false;
  const parent = parentFormKey(visit, catalogue);
  if (parent === 'policyHolder') return ORDER_FIELDS.holder.has(key);
  return parent !== undefined && /^insured(\[(i|\d+)\])?$/.test(parent) && ORDER_FIELDS.insured.has(key);
}

function isWithin(visit: ModuleVisit, ancestor: ModuleVisit): boolean {
  for (let current: ModuleVisit | undefined = visit; current; current = current.parent) if (current.module === ancestor.module) return true;
  return false;
}

/**
 * Every mistake in the template's module conditions (`visibleOn`, `requiredOn`, `disabledOn`): each
 * condition checked against the variables this template offers (see `conditionVariables`),
 * `requiredOn` / `disabledOn` only on form rows, and no `visibleOn` that could hide a field every
 * order needs (on the field, its person module, or a container around them). A condition that is not
 * an object is left to the schema, which reports it.
 */
export function moduleConditionFindings(template: TemplateConfig, catalogue: ReadonlyMap<string, ConditionBlockInfo>): ConditionFinding[] {
  const visits = [...walkModules(template)];
  const withConditions = visits.filter((visit) => CONDITION_KEYS.some((key) => visit.module[key] !== undefined));
  if (withConditions.length === 0) return [];
  const variables: ReadonlyMap<string, ConditionVariable> = conditionVariables(template, catalogue);
  const orderFields = visits.filter((visit) => isOrderField(visit, catalogue));
  const findings: ConditionFinding[] = [];
  for (const visit of withConditions) {
    const block = catalogue.get(visit.module.component);
    for (const key of CONDITION_KEYS) {
      const logic: unknown = visit.module[key];
      if (logic === undefined) continue;
      const path = `${visit.path}/${key}`;
      if (key !== 'visibleOn' && block !== undefined && !isFormRow(block)) findings.push({ code: 'conditionFieldOnly', path, params: { key } });
      if (key === 'visibleOn') {
        const hidden = orderFields.find((field) => isWithin(field, visit));
        if (hidden) findings.push({ code: 'conditionHidesOrderField', path, params: { field: hidden.module.label || hidden.module.component } });
      }
      if (typeof logic === 'object' && logic !== null && !Array.isArray(logic)) findings.push(...checkCondition(logic, path, variables));
    }
  }
  return findings;
}

/** The condition findings as problems with Chinese messages, for `validateTemplate`. */
export function checkModuleConditions(template: TemplateConfig, catalogue: ReadonlyMap<string, ConditionBlockInfo>): Problem[] {
  return moduleConditionFindings(template, catalogue).map((finding) => ({ path: finding.path, message: conditionFindingMessage(finding) }));
}
