/**
 * What a recording keeps of what the buyer typed and of text marked personal: nothing readable. Every
 * typed value is replaced by as many asterisks (compliance sees that a field was filled, the order holds
 * what); text inside an element marked `data-personal` keeps its letters but loses every digit, so an
 * ID card, phone or bank number shown on a page is never recorded in clear.
 */
export const PERSONAL_SELECTOR = '[data-personal]';

export function maskTypedValue(text: string): string {
  return '*'.repeat(text.length);
}

export function maskPersonalText(text: string): string {
  return text.replace(/\d/g, '*');
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
