import { assertNever } from '../../shared/assert-never';
import type { ControlDescriptor } from './control-descriptor';

/** Whether a stored value has the shape a control edits: picks the variant of a union to show. */
export function valueMatches(control: ControlDescriptor, value: unknown): boolean {
  switch (control.kind) {
    case 'text':
    case 'textarea':
    case 'date':
    case 'colour':
    case 'image':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && (!control.integer || Number.isInteger(value));
    case 'switch':
      return typeof value === 'boolean';
    case 'select':
    case 'radio':
      return control.options.some((option) => option.value === value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'array':
    case 'dataSource':
      return Array.isArray(value);
    case 'tuple':
      return Array.isArray(value) && value.length === control.items.length;
    case 'union':
      return control.variants.some((variant) => valueMatches(variant, value));
    case 'json':
      return true;
    default:
      return assertNever(control, 'control kind');
  }
}
