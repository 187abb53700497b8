import { CERTIFICATE_TYPE_VALUES } from '../entities/limits';
import type { BlockDefinition } from '../catalogue/define-block';
import { scopeOfFormKey, type ConditionScope } from './condition-scope';
import type { TemplateConfig } from './template-config';
import { walkModules, type ModuleVisit } from './walk-modules';

/** The value types conditions know; a comparison needs the same type on both sides. */
export const CONDITION_VALUE_TYPES = ['string', 'number', 'boolean'] as const;

export type ConditionValueType = (typeof CONDITION_VALUE_TYPES)[number];

/** One name a condition may read with `{"var": name}`. */
export interface ConditionVariable {
  readonly name: string;
  readonly type: ConditionValueType;
  /** Where the value comes from: a form scope, or the context of the page (plan, premium, channel...). */
  readonly scope: ConditionScope | 'context';
  /** The values it can take, where they are fixed (gender `M`/`F`, the options of a radio row). */
  readonly options?: readonly string[];
  /** What the options say, where the template's data source names them (`Y` 有社保). */
  readonly optionLabels?: Readonly<Record<string, string>>;
  /** The module the variable was found at, for fields the template itself asks for. */
  readonly moduleLabel?: string;
}

/** Genders as forms store them (the person entity's `GENDERS`). */
export const GENDER_VALUES = ['M', 'F'] as const;

/** Deployments (the runtime's `ENVIRONMENTS`, spec section 9). */
export const ENVIRONMENT_VALUES = ['DEV', 'TEST', 'UAT', 'PROD'] as const;

/** Where the page runs (the runtime's `RUNTIME_CHANNELS`): WeChat, a mini-program, an insurer's app, any other browser. */
export const CLIENT_VALUES = ['wechat', 'miniProgram', 'insurerApp', 'browser'] as const;

type FieldType = Pick<ConditionVariable, 'type' | 'options'>;

/**
 * Person fields by form key, with their types: what `holder.<key>` and `insured.<key>` read. `age` is
 * the person's age in whole years (周岁), taken from the form's own age field when there is one, else
 * from the birthday, else from a resident ID number.
 */
export const PERSON_FIELD_TYPES: Readonly<Record<string, FieldType>> = {
  name: { type: 'string' },
  certiType: { type: 'string', options: CERTIFICATE_TYPE_VALUES },
  certiNo: { type: 'string' },
  gender: { type: 'string', options: GENDER_VALUES },
  birthday: { type: 'string' },
  age: { type: 'number' },
  phone: { type: 'string' },
  email: { type: 'string' },
  nationality: { type: 'string' },
  occupation: { type: 'string' },
  occupationCategory: { type: 'number' },
  address: { type: 'string' },
  personalAnnualIncome: { type: 'number' },
};

/** Fields only an insured has. */
const INSURED_ONLY_FIELD_TYPES: Readonly<Record<string, FieldType>> = {
  holderRelation: { type: 'string' },
};

/**
 * What the page knows besides its form: the chosen plan's id, the total premium in yuan of the last
 * calculation, the sales channel (the address's `channelCode`, else the template's `channelId`), the
 * deployment, and where the page runs.
 */
export const CONTEXT_VARIABLES: readonly ConditionVariable[] = [
  { name: 'plan', type: 'string', scope: 'context' },
  { name: 'premium', type: 'number', scope: 'context' },
  { name: 'channel', type: 'string', scope: 'context' },
  { name: 'environment', type: 'string', scope: 'context', options: ENVIRONMENT_VALUES },
  { name: 'client', type: 'string', scope: 'context', options: CLIENT_VALUES },
];

/** Form rows whose value is not text: numbers, a tick, and cascades (a list, which conditions cannot read). */
const ROW_VALUE_TYPES: Readonly<Record<string, ConditionValueType | 'list'>> = {
  numberInput: 'number',
  sumInsuredInput: 'number',
  checkboxItem: 'boolean',
  cascadePickerItem: 'list',
};

/** What the condition checks read of a block. */
export type ConditionBlockInfo = Pick<BlockDefinition, 'binds' | 'category' | 'defaultFormKey'>;

/** A form row: a field of the form category, which takes `requiredOn` and `disabledOn`. */
export function isFormRow(block: ConditionBlockInfo | undefined): boolean {
  return block?.binds === 'field' && block.category === 'form';
}

const FIELD_NAME = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** The form key a module writes under: its own, else its block's default. */
export function effectiveFormKey(visit: ModuleVisit, catalogue: ReadonlyMap<string, ConditionBlockInfo>): string | undefined {
  const own = visit.module.formKey;
  if (typeof own === 'string' && own !== '') return own;
  return catalogue.get(visit.module.component)?.defaultFormKey;
}

/**
 * The condition scope of a form row: that of its nearest ancestor with a form key, or `form` when no
 * ancestor has one. Undefined inside other scopes (an invoice's rows), which conditions do not read.
 */
export function rowScope(visit: ModuleVisit, catalogue: ReadonlyMap<string, ConditionBlockInfo>): ConditionScope | undefined {
  for (let parent = visit.parent; parent; parent = parent.parent) {
    const key = effectiveFormKey(parent, catalogue);
    if (key !== undefined) return scopeOfFormKey(key);
  }
  return 'form';
}

function dataSourceOptions(attrs: unknown): Pick<ConditionVariable, 'options' | 'optionLabels'> {
  const source = (attrs as { dataSource?: unknown } | undefined)?.dataSource;
  if (!Array.isArray(source)) return {};
  const items = source.filter(
    (item): item is { value: string; label?: unknown } => typeof item === 'object' && item !== null && typeof (item as { value?: unknown }).value === 'string',
  );
  if (items.length === 0) return {};
  return {
    options: items.map((item) => item.value),
    optionLabels: Object.fromEntries(items.map((item) => [item.value, typeof item.label === 'string' ? item.label : item.value])),
  };
}

function staticVariables(): Map<string, ConditionVariable> {
  const variables = new Map<string, ConditionVariable>();
  for (const [scope, fields] of [
    ['holder', PERSON_FIELD_TYPES],
    ['insured', { ...PERSON_FIELD_TYPES, ...INSURED_ONLY_FIELD_TYPES }],
  ] as const) {
    for (const [field, type] of Object.entries(fields)) variables.set(`${scope}.${field}`, { name: `${scope}.${field}`, scope, ...type });
  }
  for (const variable of CONTEXT_VARIABLES) variables.set(variable.name, variable);
  return variables;
}

/**
 * Every variable a condition in this template may read: the person fields and the page context,
 * plus each form row the template asks for, by its scope and form key (`insured.socialSecurity`,
 * `common.insurancePeriod`, `form.remark`), typed by its block and offering its data source's options.
 * A known person field keeps its type; the template's options refine it.
 */
export function conditionVariables(template: TemplateConfig, catalogue: ReadonlyMap<string, ConditionBlockInfo>): ReadonlyMap<string, ConditionVariable> {
  const variables = staticVariables();
  for (const visit of walkModules(template)) {
    const { module } = visit;
    if (!isFormRow(catalogue.get(module.component))) continue;
    const key = module.formKey;
    if (typeof key !== 'string' || !FIELD_NAME.test(key)) continue;
    const rowType = ROW_VALUE_TYPES[module.component] ?? 'string';
    const scope = rowScope(visit, catalogue);
    if (scope === undefined || rowType === 'list') continue;
    const name = `${scope}.${key}`;
    const known = variables.get(name);
    const options = rowType === 'string' ? dataSourceOptions(module.attrs) : {};
    variables.set(name, {
      name,
      scope,
      type: known?.type ?? rowType,
      ...(known?.options ? { options: known.options } : options.options ? options : {}),
      ...(known?.options && options.optionLabels ? { optionLabels: options.optionLabels } : {}),
      ...(module.label ? { moduleLabel: module.label } : {}),
    });
  }
  return variables;
}
