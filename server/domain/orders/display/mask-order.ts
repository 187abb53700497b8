import { mapDeep, OMIT, WALK_ON } from '../../../app/map-deep';
import { MASKED_KEYS } from '../../../../shared/masking/personal-keys';
import { AGE_KEY, maskValue, ORDER_MAX_DEPTH } from './mask-value';

/** Whether a value sits beside a birthday, in the same person or trial bag. */
function besideBirthday(parent: object | undefined): boolean {
  return parent !== undefined && !Array.isArray(parent) && typeof (parent as Record<string, unknown>)['birthday'] === 'string';
}

/**
 * A deep copy of an order (or any part of one) with every personal value masked for display:
 * names, certificate numbers, phones, bank accounts, emails, birthdays and detail addresses, wherever
 * their keys appear; an age beside a birthday is left out (see `maskValue` for why).
 */
export function maskOrder<T>(value: T): T {
  return mapDeep(
    value,
    (item, key, parent) => {
      if (key === AGE_KEY && besideBirthday(parent)) return OMIT;
      const kind = key === undefined ? undefined : MASKED_KEYS[key];
      return kind && typeof item === 'string' ? maskValue(kind, item) : WALK_ON;
    },
    ORDER_MAX_DEPTH,
  ) as T;
}
