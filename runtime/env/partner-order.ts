/**
 * Whether an order comes from the partner channel (spec section 6): its purchaseUserId contains the
 * marker the template names (`partnerPurchaseUserMarker`). No marker configured, no partner orders.
 */
export function isPartnerOrder(purchaseUserId: string | undefined, marker: string | undefined): boolean {
  return Boolean(marker && purchaseUserId?.includes(marker));
}
