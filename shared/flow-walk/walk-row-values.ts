import type { Module } from '../../schema/template/module';
import type { Page } from '../../schema/template/page';
import { LONG_TERM_CERTIFICATE_VALUE } from '../constants';
import { addCalendarDays } from '../dates/calendar-date';
import type { FieldPath } from './form-key-path';
import { walkFormRows, type RowOwner } from './walk-form-rows';
import type { WalkPeople, WalkPerson } from './walk-people';

/**
 * What the walk puts in one row: a value as it is, a date the row's own bounds may still move, or the
 * first choice of a region or occupation tree the row loads (the buyer app resolves the last two).
 */
export type WalkValueSpec =
  | { readonly kind: 'value'; readonly value: unknown }
  | { readonly kind: 'date'; readonly preferred: string }
  | { readonly kind: 'tree'; readonly source: 'region' | 'occupation' };

/** One row's sample value. */
export interface WalkRowValue {
  readonly moduleId: string;
  readonly path: FieldPath;
  readonly spec: WalkValueSpec;
  /** Set even over a value the row has (its default): the walk's own choice, such as whom the insured is to the holder. */
  readonly force: boolean;
}

export interface WalkRowValuesInput {
  readonly people: WalkPeople;
  /** A company buys (holderType other than 1): the holder form is the company's. */
  readonly companyHolder: boolean;
  /** Today in Asia/Shanghai, `YYYY-MM-DD`. */
  readonly today: string;
}

interface Choice {
  readonly value?: unknown;
  readonly label?: unknown;
  readonly isDefault?: unknown;
}

const value = (sample: unknown): WalkValueSpec => ({ kind: 'value', value: sample });

function choices(module: Module): readonly Choice[] {
  const list = module.attrs.dataSource ?? module.attrs.options;
  return Array.isArray(list) ? (list as Choice[]).filter((choice) => typeof choice === 'object' && choice !== null) : [];
}

/** The choice a buyer leaves as it is: the default, else the first. */
function defaultChoice(module: Module): WalkValueSpec | undefined {
  const list = choices(module);
  const chosen = list.find((choice) => choice.isDefault === true) ?? list[0];
  return chosen === undefined ? undefined : value(chosen.value);
}

function has(module: Module, code: string): boolean {
  return choices(module).some((choice) => choice.value === code);
}

/** The choice of a gender row for M or F: its own code, or the option labelled 男 / 女. */
function genderChoice(module: Module, gender: 'M' | 'F'): WalkValueSpec {
  const list = choices(module);
  if (list.length === 0 || has(module, gender)) return value(gender);
  const word = gender === 'M' ? '男' : '女';
  return value(list.find((choice) => typeof choice.label === 'string' && choice.label.includes(word))?.value ?? gender);
}

/** Whom the insured is to the holder: the holder themself when they are one, a child for a parent, an employee for a company. */
function relationChoice(module: Module, input: WalkRowValuesInput): WalkValueSpec | undefined {
  const preferred = input.companyHolder ? ['EMPLOYEE'] : input.people.insuredIsHolder ? ['SELF'] : ['CHILD'];
  const code = preferred.find((candidate) => has(module, candidate));
  if (code !== undefined) return value(code);
  const others = choices(module).filter((choice) => choice.value !== 'SELF');
  return others[0] === undefined ? defaultChoice(module) : value(others[0].value);
}

function numberWithin(module: Module, preferred: number): WalkValueSpec {
  const min = typeof module.attrs.min === 'number' ? module.attrs.min : -Infinity;
  const max = typeof module.attrs.max === 'number' ? module.attrs.max : Infinity;
  return value(Math.min(max, Math.max(min, preferred)));
}

function personValue(key: string, module: Module, person: WalkPerson, input: WalkRowValuesInput, company: boolean): WalkValueSpec | undefined {
  switch (key) {
    case 'name':
      return value(company ? input.people.company.name : person.name);
    case 'certiType':
    case 'certType': {
      const wanted = company ? 'SUCC' : 'I';
      return choices(module).length === 0 || has(module, wanted) ? value(wanted) : defaultChoice(module);
    }
    case 'certiNo':
    case 'certNo':
      return value(company ? input.people.company.certiNo : person.certiNo);
    case 'contactName':
      return value(input.people.company.contactName);
    case 'birthday':
      return value(person.birthday);
    case 'age':
      return value(person.age);
    case 'gender':
    case 'sex':
      return genderChoice(module, person.gender);
    case 'phone':
    case 'mobile':
      return value(person.phone);
    case 'email':
      return value(person.email);
    case 'address':
      return value('世纪大道100号8幢1201室');
    case 'area':
      return { kind: 'tree', source: 'region' };
    case 'occupation':
      return { kind: 'tree', source: 'occupation' };
    case 'certValidatePeriod':
      return module.attrs.allowLongTerm === true ? value(LONG_TERM_CERTIFICATE_VALUE) : { kind: 'date', preferred: addCalendarDays(input.today, 3650) ?? input.today };
    case 'holderRelation':
      return relationChoice(module, input);
    case 'personalAnnualIncome':
      return numberWithin(module, 20);
    default:
      return undefined;
  }
}

/** A value for a row the walk knows nothing particular of, where the buyer must give one. */
function anyValue(module: Module, today: string): WalkValueSpec | undefined {
  switch (module.component) {
    case 'selectItem':
    case 'radioSelectItem':
    case 'radioListItem':
    case 'periodRadioGroup':
      return defaultChoice(module);
    case 'cascadePickerItem':
      return module.attrs.source === 'region' || module.attrs.source === 'occupation' ? { kind: 'tree', source: module.attrs.source } : undefined;
    case 'numberInput':
      return numberWithin(module, 1);
    case 'datePickerItem':
    case 'startDatePicker':
      return { kind: 'date', preferred: today };
    case 'checkboxItem':
      return value(true);
    case 'inputItem':
      return value('示例');
    default:
      return undefined;
  }
}

function personOf(owner: RowOwner, people: WalkPeople): WalkPerson | undefined {
  if (owner === 'holder') return people.holder;
  if (owner === 'insured') return people.insured;
  return undefined;
}

/**
 * The values a buyer like the persona puts in the rows of a page: the holder's and the insured's own
 * data (a company's for a company holder), the relation between them, and, in any other row a buyer
 * must fill, its default choice or a plain sample. The buyer app sets them where a row is still empty
 * (`force` rows always), then lets the page's own check judge them.
 */
export function walkRowValues(page: Page, pageIndex: number, input: WalkRowValuesInput): WalkRowValue[] {
  return walkFormRows(page, pageIndex).flatMap((row) => {
    const key = String(row.path.at(-1));
    const person = personOf(row.owner, input.people);
    const company = input.companyHolder && row.owner === 'holder' && row.path[0] === 'policyHolder';
    const known = person ? personValue(key, row.module, person, input, company) : undefined;
    const spec = known ?? (row.module.attrs.required === true ? anyValue(row.module, input.today) : undefined);
    return spec === undefined ? [] : [{ moduleId: row.module.id, path: row.path, spec, force: key === 'holderRelation' }];
  });
}
