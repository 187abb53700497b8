/** Identifies a liability within a plan: liability codes are unique only within their product. */
export interface LiabilityRef {
  readonly productId: string;
  readonly liabilityCode: string;
}

/** The tick box of one optional liability. */
export interface LiabilityCheckState extends LiabilityRef {
  readonly checked: boolean;
  /** Locked by a type-4 collocation (or by the plan): the buyer cannot change it. */
  readonly disabled: boolean;
}

/** Whether two references name the same liability. */
export function sameLiability(a: LiabilityRef, b: LiabilityRef): boolean {
  return a.productId === b.productId && a.liabilityCode === b.liabilityCode;
}
