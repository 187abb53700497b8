/** The order references the app knows: from the flow state and the address. */
export interface OrderReferences {
  readonly orderNo?: string | undefined;
  readonly encryptOrderNo?: string | undefined;
}

/**
 * The `orderNo` / `encryptOrderNo` body of the order queries, or undefined when neither is known.
 * The address wins over the stored flow: a link from a message names the order the buyer means.
 */
export function orderLookupBody(address: OrderReferences, flow: OrderReferences): { orderNo?: string; encryptOrderNo?: string } | undefined {
  const orderNo = address.orderNo ?? (address.encryptOrderNo ? undefined : flow.orderNo);
  const encryptOrderNo = address.encryptOrderNo ?? (address.orderNo ? undefined : flow.encryptOrderNo);
  if (!orderNo && !encryptOrderNo) return undefined;
  return { ...(orderNo ? { orderNo } : {}), ...(encryptOrderNo ? { encryptOrderNo } : {}) };
}
