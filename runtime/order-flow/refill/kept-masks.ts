import type { Order } from '../../../schema/entities/order';
import type { Person } from '../../../schema/entities/person';
import { isMaskedValue } from './is-masked-value';

type Masks = Readonly<Record<string, string>>;

/**
 * The masked personal values of a loaded order that were left out of the form, by person, with the
 * order they belong to. Sent back where the buyer has not given the field again, they let the server
 * keep the stored originals (it recognises its own masks: server/domain/orders/display/restore-masked.ts)
 * instead of a draft save or submission dropping them.
 */
export interface KeptMasks {
  readonly orderNo?: string;
  readonly encryptOrderNo?: string;
  readonly holder?: Masks;
  readonly insureds: readonly (Masks | undefined)[];
}

function masksOf(person: Person | undefined): Masks | undefined {
  const masks = Object.entries(person ?? {}).filter((entry): entry is [string, string] => isMaskedValue(entry[1]));
  return masks.length > 0 ? Object.fromEntries(masks) : undefined;
}

/** The masked person values of an order reply (policyholder and each insured). */
export function keptMasksOf(order: Order): KeptMasks {
  const holder = masksOf(order.holder?.person);
  return {
    ...(order.orderNo ? { orderNo: order.orderNo } : {}),
    ...(order.encryptOrderNo ? { encryptOrderNo: order.encryptOrderNo } : {}),
    ...(holder ? { holder } : {}),
    insureds: (order.insuredList ?? []).map((insured) => masksOf(insured.person)),
  };
}

function withMasks(person: Person, masks: Masks | undefined): Person {
  if (!masks) return person;
  const missing = Object.entries(masks).filter(([key]) => (person as Record<string, unknown>)[key] === undefined);
  return missing.length > 0 ? ({ ...Object.fromEntries(missing), ...person } as Person) : person;
}

/**
 * The order about to be sent with the kept masks put back into the persons it already carries, for
 * every field the buyer has not given again; only for the same order (number or token) the masks came
 * from, as another order's store would take them as typed.
 */
export function withKeptMasks<T extends Partial<Order>>(order: T, kept: KeptMasks | null | undefined): T {
  if (!kept) return order;
  const same = (kept.orderNo !== undefined && kept.orderNo === order.orderNo) || (kept.encryptOrderNo !== undefined && kept.encryptOrderNo === order.encryptOrderNo);
  if (!same) return order;
  const holder = order.holder?.person ? { ...order.holder, person: withMasks(order.holder.person, kept.holder) } : order.holder;
  const insuredList = order.insuredList?.map((insured, index) => (insured.person ? { ...insured, person: withMasks(insured.person, kept.insureds[index]) } : insured));
  return { ...order, ...(holder ? { holder } : {}), ...(insuredList ? { insuredList } : {}) };
}
