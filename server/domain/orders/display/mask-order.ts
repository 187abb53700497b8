import { mapDeep, WALK_ON } from '../../../app/map-deep';
import { MASKED_KEYS, maskValue, ORDER_MAX_DEPTH } from './mask-value';

/**
 * A deep copy of an order (or any part of one) with every personal value masked for display:
 * names, certificate numbers, phones, bank accounts and emails, wherever their keys appear.
 */
export function maskOrder<T>(value: T): T {
  return mapDeep(
    value,
    (item, key) => {
      const kind = key === undefined ? undefined : MASKED_KEYS[key];
      return kind && typeof item === 'string' ? maskValue(kind, item) : WALK_ON;
    },
    ORDER_MAX_DEPTH,
  ) as T;
}
