import type { PaymentInfo } from '../../../../schema/entities/payment-info';

/** Bank details as a request may carry them: possibly incomplete. */
export type PaymentInfoDraft = Partial<PaymentInfo>;

/**
 * The bank details trimmed, when bank code, payment method, account name and account number are all
 * filled in; undefined otherwise (the buyer then reads 请填写完整的支付信息！).
 */
export function completePaymentInfo(info: PaymentInfoDraft | null | undefined): PaymentInfo | undefined {
  const bankCode = info?.bankCode?.trim() ?? '';
  const paymentMethod = info?.paymentMethod?.trim() ?? '';
  const bankAccountName = info?.bankAccountName?.trim() ?? '';
  const bankAccount = info?.bankAccount?.trim() ?? '';
  if (!bankCode || !paymentMethod || !bankAccountName || !bankAccount) return undefined;
  const phoneNo = info?.phoneNo?.trim();
  return { bankCode, paymentMethod, bankAccountName, bankAccount, ...(phoneNo ? { phoneNo } : {}) };
}
