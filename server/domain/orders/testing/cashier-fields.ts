/** The signed fields of a cashier link, as the cashier page reads them from its address. */
export interface CashierFields {
  readonly payApplyNo: string;
  readonly timeStamp: string;
  readonly sign: string;
  readonly checkNo: string;
}

/** Reads the signed fields of a cashier link such as `/mockpay?payApplyNo=...`. */
export function cashierFields(url: string): CashierFields {
  const params = new URL(url, 'http://localhost').searchParams;
  return {
    payApplyNo: params.get('payApplyNo') ?? '',
    timeStamp: params.get('timeStamp') ?? '',
    sign: params.get('sign') ?? '',
    checkNo: params.get('checkNo') ?? '',
  };
}
