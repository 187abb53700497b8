import { BLANK_IMAGE_URL } from '../../schema/catalogue/blank-image';
import { assertNever } from '../../shared/assert-never';
import type { ControlDescriptor } from './control-descriptor';

/**
 * The value a new array item, a newly chosen variant or a newly set optional object starts with:
 * the schema's default when it has one, otherwise the plainest value that has the right shape
 * (only required attrs of an object are filled, so the operator sees what still needs a value).
 */
export function initialValue(control: ControlDescriptor): unknown {
  if (control.defaultValue !== undefined) return structuredClone(control.defaultValue);
  switch (control.kind) {
    case 'text':
    case 'textarea':
    case 'date':
      return '';
    case 'colour':
      return '#000000';
    case 'image':
      return BLANK_IMAGE_URL;
    case 'number':
      return control.min ?? 0;
    case 'switch':
      return false;
    case 'select':
    case 'radio':
      return control.options[0]?.value;
    case 'object':
      return Object.fromEntries(
        control.fields.filter((field) => field.control.required).map((field) => [field.key, initialValue(field.control)]),
      );
    case 'array':
      return Array.from({ length: control.minItems ?? 0 }, () => initialValue(control.item));
    case 'dataSource':
      return [];
    case 'tuple':
      return control.items.map(initialValue);
    case 'union':
      return control.variants[0] === undefined ? undefined : initialValue(control.variants[0]);
    case 'json':
      return null;
    default:
      return assertNever(control, 'control kind');
  }
}
