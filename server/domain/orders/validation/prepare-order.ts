import type { Order } from '../../../../schema/entities/order';
import { todayInShanghai } from '../../../../shared/dates/shanghai-today';
import { restoreMasked } from '../display/restore-masked';
import type { OrderRow } from '../store/order-row';
import { storablePayload } from '../store/storable-payload';
import { normalizeOrder } from './normalize-order';

/**
 * The order a request sends, made ready to check and store: masked values the app echoed back are
 * replaced by the stored originals, server-derived identifiers and the SMS code dropped, and ID
 * numbers normalized with their birthday and gender.
 */
export function prepareOrder(body: Order, existing: OrderRow | undefined, now: Date): Order {
  const restored = existing ? restoreMasked(body, existing.payload) : body;
  return normalizeOrder(storablePayload(restored), todayInShanghai(now));
}
