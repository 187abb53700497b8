import { maskText } from '../../shared/masking/mask-pii-text';
import { PERSONAL_ATTRIBUTE } from './personal-attribute';

/** Every text goes through maskPageText: the selector rrweb checks (with ancestors) before masking. */
export const MASKED_TEXT_SELECTOR = '*';

export function maskTypedValue(text: string): string {
  return '*'.repeat(text.length);
}

/**
 * What a recording keeps of what the buyer typed and of personal text: nothing readable. Every typed
 * value is replaced by as many asterisks (compliance sees that a field was filled, the order holds
 * what). Text inside an element marked `data-personal` keeps its letters but loses every digit; any
 * other text on the page has its ID card, mobile and bank account numbers masked as the logs mask them,
 * so a number shown on a page is never recorded in clear.
 */
export function maskPageText(text: string, element: Element | null): string {
  if (element?.closest(`[${PERSONAL_ATTRIBUTE}]`)) return text.replace(/\d/g, '*');
  return maskText(text);
}

/** The input types whose values go through maskTypedValue (rrweb's maskInputOptions). */
export const MASKED_INPUTS = {
  text: true,
  textarea: true,
  tel: true,
  number: true,
  email: true,
  search: true,
  password: true,
  date: true,
  url: true,
} as const;
