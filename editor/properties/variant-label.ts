import { assertNever } from '../../shared/assert-never';
import type { ControlKind } from './control-descriptor';
import type { PROPERTIES_MESSAGES } from '../i18n/messages/properties';

type Messages = (typeof PROPERTIES_MESSAGES)['zh-CN'];

/** The name of one alternative of a union, by the kind of value it holds (数字, 文字, 列表, ...). */
export function variantLabel(kind: ControlKind, messages: { readonly [K in keyof Messages]: string }): string {
  switch (kind) {
    case 'number':
      return messages.variantNumber;
    case 'text':
    case 'textarea':
    case 'image':
      return messages.variantText;
    case 'array':
    case 'tuple':
    case 'dataSource':
      return messages.variantList;
    case 'switch':
      return messages.variantSwitch;
    case 'object':
      return messages.variantObject;
    case 'select':
    case 'radio':
      return messages.variantChoice;
    case 'date':
      return messages.variantDate;
    case 'colour':
      return messages.variantColour;
    case 'union':
    case 'json':
      return messages.variantJson;
    default:
      return assertNever(kind, 'control kind');
  }
}
