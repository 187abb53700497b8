import type { DictionaryItem } from '../../schema/entities/dictionary-item';
import type { RegionNode } from '../../schema/entities/region-node';
import type { Module } from '../../schema/template/module';
import type { TemplateConfig } from '../../schema/template/template-config';
import { walkModules } from '../../schema/template/walk-modules';
import { LONG_TERM_CERTIFICATE_VALUE } from '../../shared/constants';
import { formatDate } from '../../shared/dates/format-date-time';
import { ORDER_MESSAGES } from '../../shared/messages/order';
import { PREMIUM_MESSAGES } from '../../shared/messages/premium';
import { maskCertNo } from '../../shared/masking/mask-cert-no';
import { maskPhone } from './mask';

/** One read-only row of a confirmation block. */
export interface ConfirmRow {
  readonly key: string;
  readonly label: string;
  readonly text: string;
}

type Options = readonly { readonly value: string; readonly label: string }[];

/** Dictionaries by type (certiType, ...), as loaded for the rows that name one. */
export type Dictionaries = Readonly<Record<string, readonly DictionaryItem[] | undefined>>;

/** Whether a module's form key writes `formKey`: exactly, or as its list (`insured[i]`, `insured[0]`). */
export function writesFormKey(moduleKey: string | undefined, formKey: string): boolean {
  return moduleKey === formKey || (moduleKey?.startsWith(`${formKey}[`) ?? false);
}

/** The module of the template that writes this form key (the holder or insured form). */
export function findFormModule(template: TemplateConfig, formKey: string): Module | undefined {
  for (const { module } of walkModules(template)) {
    if (writesFormKey(module.formKey, formKey) && (module.children?.length ?? 0) > 0) return module;
  }
  return undefined;
}

function optionsOf(row: Module | undefined, dictionaries: Dictionaries, extra?: Options): Options | undefined {
  const attrs = (row?.attrs ?? {}) as { dataSource?: Options; dictType?: string };
  if (Array.isArray(attrs.dataSource)) return attrs.dataSource;
  if (attrs.dictType) return dictionaries[attrs.dictType];
  return extra;
}

/** The dictionary types the rows of these fields need, so the block loads only those. */
export function dictTypesOf(form: Module | undefined, fields: readonly string[]): string[] {
  const types = new Set<string>();
  for (const child of form?.children ?? []) {
    const dictType = (child.attrs as { dictType?: unknown }).dictType;
    if (child.formKey && fields.includes(child.formKey) && typeof dictType === 'string') types.add(dictType);
  }
  return [...types];
}

/** Whether any of these fields is a region cascade row of the form, so its codes need the region tree. */
export function asksRegion(form: Module | undefined, fields: readonly string[]): boolean {
  return (form?.children ?? []).some(
    (child) => child.component === 'cascadePickerItem' && child.formKey !== undefined && fields.includes(child.formKey) && (child.attrs as { source?: unknown }).source === 'region',
  );
}

/** The names along a path of region codes, as far as the tree knows them. */
function regionNames(regions: readonly RegionNode[], codes: readonly string[]): string[] {
  const names: string[] = [];
  let level: readonly RegionNode[] | undefined = regions;
  for (const code of codes) {
    const node: RegionNode | undefined = level?.find((candidate) => candidate.code === code);
    if (!node) break;
    names.push(node.name);
    level = node.children;
  }
  return names;
}

/** A stored value as the buyer should read it: option labels, 长期, dates, region names. */
export function displayValue(field: string, value: unknown, options?: Options, regions?: readonly RegionNode[]): string {
  if (value === undefined || value === null || value === '') return ORDER_MESSAGES.notFilled;
  if (field === 'certValidatePeriod' && value === LONG_TERM_CERTIFICATE_VALUE) return PREMIUM_MESSAGES.longTerm;
  if (Array.isArray(value)) {
    const codes = value.filter((part): part is string => typeof part === 'string');
    // Region rows store codes; the names show once the tree is known (codes until then).
    if (regions && codes.length === value.length) {
      const names = regionNames(regions, codes);
      if (names.length === codes.length) return names.join(' ');
    }
    return value
      .map((part: unknown) => (part && typeof part === 'object' ? String((part as { label?: unknown }).label ?? '') : String(part)))
      .filter((part) => part !== '')
      .join(' ');
  }
  if (typeof value === 'number' && (field === 'birthday' || field === 'certValidatePeriod')) return formatDate(value);
  if (typeof value === 'object') return String((value as { label?: unknown; name?: unknown }).label ?? (value as { name?: unknown }).name ?? '');
  const text = String(value);
  const labelled = options?.find((option) => option.value === text)?.label;
  if (labelled !== undefined) return labelled;
  // Gender is often derived from the ID number rather than asked, so no row carries its labels.
  if (field === 'gender' && (text === 'M' || text === 'F')) return ORDER_MESSAGES.genderLabels[text];
  return text;
}

/**
 * The confirmation rows of one person (spec section 2, confirm pages): each requested field labelled
 * as the form row labelled it, the value shown through the row's own options or dictionary.
 */
export function personConfirmRows(input: {
  readonly form: Module | undefined;
  readonly fields: readonly string[];
  readonly person: Readonly<Record<string, unknown>>;
  readonly dictionaries: Dictionaries;
  /** Options a row does not carry itself (the insured module's relation choices). */
  readonly extraOptions?: Readonly<Record<string, Options>>;
  /** Hide the middle of certificate and phone numbers. */
  readonly mask?: boolean;
  /** The region tree, for region rows (see `asksRegion`). */
  readonly regions?: readonly RegionNode[] | undefined;
}): ConfirmRow[] {
  const labels: Readonly<Record<string, string>> = ORDER_MESSAGES.fieldLabels;
  const rows: ConfirmRow[] = [];
  for (const field of input.fields) {
    const row = input.form?.children?.find((child) => child.formKey === field);
    // A field the form never asked for has nothing to confirm.
    if (input.form && !row && input.person[field] === undefined) continue;
    const text = displayValue(field, input.person[field], optionsOf(row, input.dictionaries, input.extraOptions?.[field]), input.regions);
    // 未填写 is no number to hide.
    const filled = text !== ORDER_MESSAGES.notFilled;
    const masked = !input.mask || !filled ? text : field === 'certiNo' ? maskCertNo(text) : field === 'phone' ? maskPhone(text) : text;
    rows.push({ key: field, label: row?.label || labels[field] || field, text: masked });
  }
  return rows;
}
