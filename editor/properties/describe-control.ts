import { PICKER_DATE_PATTERN } from '../../schema/catalogue/blocks/form/picker-date-attrs';
import type { ControlDescriptor, FieldDescriptor } from './control-descriptor';
import { enumOptions } from './enum-options';
import type { SchemaNode } from './schema-node';

/** Enums this short read best as radio buttons; longer ones as a select. */
const RADIO_MAX_OPTIONS = 3;
/** Strings allowed to grow longer than this get a multi-line box. */
const TEXTAREA_MIN_MAX_LENGTH = 100;
/** Attr names whose text runs to sentences (explanations, declarations, body copy). */
const LONG_TEXT_KEY = /content|remark|statement|declaration|summary|description/i;
const COLOUR_KEY = /colou?r$/i;

type Base = Pick<ControlDescriptor, 'title' | 'description' | 'required' | 'defaultValue'>;

function baseOf(node: SchemaNode, key: string, required: boolean): Base {
  return {
    title: node.title ?? key,
    required,
    ...(node.description === undefined ? {} : { description: node.description }),
    ...(node.default === undefined ? {} : { defaultValue: node.default }),
  };
}

function isEnumValue(value: unknown): value is string | number {
  return typeof value === 'string' || typeof value === 'number';
}

/** A closed list of values: `enum` (how `StringEnum` encodes it) or an `anyOf` of constants. */
function enumValues(node: SchemaNode): (string | number)[] | undefined {
  if (node.enum !== undefined) return node.enum.every(isEnumValue) ? [...node.enum] : undefined;
  if (node.const !== undefined) return isEnumValue(node.const) ? [node.const] : undefined;
  const branches = node.anyOf ?? node.oneOf;
  if (branches === undefined || branches.length === 0) return undefined;
  const constants = branches.map((branch) => branch.const);
  return constants.every(isEnumValue) ? constants : undefined;
}

/** The single non-null type of a node (`['string', 'null']` reads as a string). */
function singleType(node: SchemaNode): string | undefined {
  if (typeof node.type === 'string') return node.type;
  const types = (node.type ?? []).filter((type) => type !== 'null');
  return types.length === 1 ? types[0] : undefined;
}

function describeString(node: SchemaNode, key: string, base: Base): ControlDescriptor {
  if (node.contentMediaType?.startsWith('image/') === true) return { ...base, kind: 'image' };
  if (node.format === 'date' || node.pattern === PICKER_DATE_PATTERN) return { ...base, kind: 'date' };
  if (node.format === 'color' || COLOUR_KEY.test(key) || node.pattern?.startsWith('^#') === true) {
    return { ...base, kind: 'colour' };
  }
  const html = node.format === 'html' || /HTML/i.test(`${node.title ?? ''} ${node.description ?? ''}`);
  if (html || LONG_TEXT_KEY.test(key) || (node.maxLength ?? 0) > TEXTAREA_MIN_MAX_LENGTH) {
    return { ...base, kind: 'textarea', html, ...(node.maxLength === undefined ? {} : { maxLength: node.maxLength }) };
  }
  return {
    ...base,
    kind: 'text',
    ...(node.minLength === undefined ? {} : { minLength: node.minLength }),
    ...(node.maxLength === undefined ? {} : { maxLength: node.maxLength }),
    ...(node.pattern === undefined ? {} : { pattern: node.pattern }),
  };
}

function describeNumber(node: SchemaNode, base: Base, integer: boolean): ControlDescriptor {
  // The input's bounds are inclusive; an exclusive bound is the nearest value the input can hold,
  // and the validator still reports the bound itself.
  const step = integer ? 1 : 0;
  const min = node.minimum ?? (node.exclusiveMinimum === undefined ? undefined : node.exclusiveMinimum + step);
  const max = node.maximum ?? (node.exclusiveMaximum === undefined ? undefined : node.exclusiveMaximum - step);
  return { ...base, kind: 'number', integer, ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}

/** An option list in the spec's `{ value, label, isDefault }` shape. */
function isDataSourceItem(node: SchemaNode): boolean {
  const properties = node.properties ?? {};
  return (
    singleType(node) === 'object' &&
    properties.value !== undefined &&
    properties.label !== undefined &&
    properties.isDefault !== undefined &&
    singleType(properties.isDefault) === 'boolean'
  );
}

function describeArray(node: SchemaNode, key: string, base: Base): ControlDescriptor {
  const bounds = {
    ...(node.minItems === undefined ? {} : { minItems: node.minItems }),
    ...(node.maxItems === undefined ? {} : { maxItems: node.maxItems }),
  };
  const items = node.items;
  if (items === undefined) return { ...base, kind: 'json' };
  if (Array.isArray(items)) {
    const positions = items.map((item: SchemaNode, index) => describeControl({ title: `${base.title} ${index + 1}`, ...item }, key, true));
    return { ...base, kind: 'tuple', items: positions };
  }
  const item = items as SchemaNode;
  if (isDataSourceItem(item)) {
    return {
      ...base,
      kind: 'dataSource',
      // A list that must hold an option is a single choice that always has an answer: exactly one
      // default. Otherwise preselecting is optional, but a single choice can preselect only one.
      policy: (node.minItems ?? 0) >= 1 ? 'exactlyOne' : 'atMostOne',
      itemFields: describeFields(item).filter((field) => field.key !== 'isDefault'),
      ...bounds,
    };
  }
  return { ...base, kind: 'array', item: describeControl({ title: node.title, ...item }, key, true), ...bounds };
}

/** The controls of an object's properties, in schema order. */
export function describeFields(node: SchemaNode): FieldDescriptor[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {}).map(([key, child]) => ({
    key,
    control: describeControl(child, key, required.has(key)),
  }));
}

/**
 * Maps one schema node to the control that edits it, by enum, type, format, bounds and name hints.
 * Shapes no control fits fall back to a JSON text box, so every attr stays editable.
 */
export function describeControl(node: SchemaNode, key: string, required: boolean): ControlDescriptor {
  const base = baseOf(node, key, required);
  const values = enumValues(node);
  if (values !== undefined) {
    const options = enumOptions(values, node.description);
    // When the description only glossed the values, the option labels now say it all.
    const glossed = options.every((option) => option.label !== String(option.value));
    const { description: _gloss, ...unglossed } = base;
    return { ...(glossed ? unglossed : base), kind: values.length <= RADIO_MAX_OPTIONS ? 'radio' : 'select', options };
  }
  const branches = node.anyOf ?? node.oneOf;
  if (branches !== undefined) {
    const variants = branches.map((branch) => describeControl({ title: node.title, ...branch }, key, true));
    return variants.some((variant) => variant.kind === 'json') ? { ...base, kind: 'json' } : { ...base, kind: 'union', variants };
  }
  const type = singleType(node);
  switch (type) {
    case 'string':
      return describeString(node, key, base);
    case 'number':
    case 'integer':
      return describeNumber(node, base, type === 'integer');
    case 'boolean':
      return { ...base, kind: 'switch' };
    case 'object':
      return node.properties === undefined ? { ...base, kind: 'json' } : { ...base, kind: 'object', fields: describeFields(node) };
    case 'array':
      return describeArray(node, key, base);
    default:
      return { ...base, kind: 'json' };
  }
}
