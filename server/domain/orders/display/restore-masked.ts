import { MASK_CHAR } from '../../../../shared/masking/keep-ends';
import { MASKED_KEYS } from '../../../../shared/masking/personal-keys';
import { AGE_KEY, maskValue, ORDER_MAX_DEPTH } from './mask-value';

/**
 * The incoming order with masked values put back. The app refills its forms from the masked order
 * detail; when it sends such a value back unchanged (it contains the mask character and equals the
 * mask of what is stored at the same place), the stored original is kept instead of the mask. A
 * birthday put back brings back the stored age the reply left out beside it. Anything the buyer
 * actually changed is taken as sent.
 */
export function restoreMasked<T>(incoming: T, stored: unknown): T {
  return restore(incoming, stored, 0) as T;
}

function restore(incoming: unknown, stored: unknown, depth: number): unknown {
  if (depth > ORDER_MAX_DEPTH || incoming === null || typeof incoming !== 'object' || stored === null || typeof stored !== 'object') return incoming;
  if (Array.isArray(incoming)) {
    const storedList = Array.isArray(stored) ? stored : [];
    return incoming.map((item, index) => restore(item, storedList[index], depth + 1));
  }
  const storedObject = stored as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(incoming)) {
    const kind = MASKED_KEYS[key];
    const original = storedObject[key];
    if (kind && typeof item === 'string' && item.includes(MASK_CHAR) && typeof original === 'string' && maskValue(kind, original) === item) {
      out[key] = original;
      if (kind === 'birthday' && !(AGE_KEY in incoming) && storedObject[AGE_KEY] !== undefined) out[AGE_KEY] = storedObject[AGE_KEY];
    } else {
      out[key] = restore(item, original, depth + 1);
    }
  }
  return out;
}
