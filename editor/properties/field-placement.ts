import type { ControlDescriptor, FieldDescriptor } from './control-descriptor';
import { toPointer, type FieldPath } from './json-pointer';
import { valueMatches } from './value-matches';

/** Where the panel shows a field: pointers it renders exactly, and prefixes a JSON box owns whole. */
export interface FieldPlacement {
  readonly exact: ReadonlySet<string>;
  readonly prefixes: readonly string[];
}

function childAt(value: unknown, key: string | number): unknown {
  if (typeof key === 'number') return Array.isArray(value) ? (value as unknown[])[key] : undefined;
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
}

function collect(control: ControlDescriptor, value: unknown, path: FieldPath, exact: Set<string>, prefixes: string[]): void {
  exact.add(toPointer(path));
  const items = Array.isArray(value) ? (value as unknown[]) : [];
  switch (control.kind) {
    case 'object':
      collectFields(control.fields, value, path, exact, prefixes);
      break;
    case 'array':
      items.forEach((item, index) => collect(control.item, item, [...path, index], exact, prefixes));
      break;
    case 'dataSource':
      items.forEach((item, index) => {
        exact.add(toPointer([...path, index, 'isDefault']));
        exact.add(toPointer([...path, index]));
        collectFields(control.itemFields, item, [...path, index], exact, prefixes);
      });
      break;
    case 'tuple':
      control.items.forEach((item, index) => collect(item, childAt(value, index), [...path, index], exact, prefixes));
      break;
    case 'union': {
      const variant = control.variants.find((candidate) => valueMatches(candidate, value));
      if (variant !== undefined) collect(variant, value, path, exact, prefixes);
      break;
    }
    case 'json':
      prefixes.push(`${toPointer(path)}/`);
      break;
    default:
      break;
  }
}

function collectFields(fields: readonly FieldDescriptor[], value: unknown, path: FieldPath, exact: Set<string>, prefixes: string[]): void {
  for (const field of fields) collect(field.control, childAt(value, field.key), [...path, field.key], exact, prefixes);
}

/**
 * The pointers the panel renders a field for, given the controls and the current value (array items
 * and the chosen variant of a union depend on it), so problems no field shows go to the top.
 */
export function fieldPlacement(fields: readonly FieldDescriptor[], value: unknown, path: FieldPath): FieldPlacement {
  const exact = new Set<string>();
  const prefixes: string[] = [];
  collectFields(fields, value, path, exact, prefixes);
  return { exact, prefixes };
}

/** Whether a problem's pointer lands on a rendered field. */
export function isPlaced(placement: FieldPlacement, pointer: string): boolean {
  return placement.exact.has(pointer) || placement.prefixes.some((prefix) => pointer.startsWith(prefix));
}
