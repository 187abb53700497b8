import type { ApiBodies } from '../../schema/api/api-types';
import type { Invoice, InvoiceDetailField } from '../../schema/entities/invoice';
import type { PaymentInfo } from '../../schema/entities/payment-info';
import type { Plan } from '../../schema/entities/plan';
import type { PlanPackage } from '../../schema/entities/plan-package';
import type { Signature } from '../../schema/entities/signature';
import { REAL_ORDER_DATA_SOURCE } from '../../shared/constants';
import { invoiceRowsVisible } from '../../shared/invoice/invoice-rows-visible';
import { effectiveInvoiceType } from '../../shared/invoice/invoice-type';
import { sendAddressVisible } from '../../shared/invoice/send-address-visible';
import { formAgent } from '../order/form-agent';
import { buildCalculationOrder } from '../order/build-order';
import { asRecord, isFilled } from '../order/form-person';

/** The body of `submitOrder`. */
export type SubmitOrderBody = ApiBodies['submitOrder'];

/** The invoice form's detail fields (catalogue names) -> the invoice entity's names. */
export const INVOICE_FIELD_KEYS: Readonly<Record<InvoiceDetailField, keyof Invoice>> = {
  company: 'companyName',
  creditCode: 'creditCode',
  bank: 'bankName',
  account: 'bankAccount',
  address: 'companyAddress',
  receiverName: 'receiverName',
  receiverPhone: 'receiverPhone',
};

/** Everything a submitted order is made of besides the page form. */
export interface SubmitOrderInput {
  readonly values: Readonly<Record<string, unknown>>;
  readonly plan: Plan;
  readonly packages?: readonly PlanPackage[] | undefined;
  /** The policyholder is a company (the template's holderType). */
  readonly companyHolder?: boolean;
  readonly paymentFrequency?: 'month' | 'year' | null | undefined;
  readonly goodsId?: string | undefined;
  readonly goodsName?: string | undefined;
  readonly promotionId?: string | undefined;
  readonly purchaseUserId?: string | undefined;
  readonly orderNo?: string | undefined;
  readonly encryptOrderNo?: string | undefined;
  readonly openRenewal?: boolean | undefined;
  /** The first premium the buyer was shown; the server refuses the order when its price differs. */
  readonly initialPremium?: number | undefined;
  /** Uploaded images (signatures, ID photos) by slot. */
  readonly files?: Readonly<Record<string, readonly string[]>> | undefined;
  /** Handwritten signatures by slot: the image and the strokes it was drawn from. */
  readonly signatures?: Readonly<Record<string, Signature>> | undefined;
  readonly currentUrl?: string | undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The invoice of the invoice block with the mailing address of the address block, when one was asked. */
export function formInvoice(invoiceValues: unknown, addressValues: unknown): Invoice | undefined {
  const form = asRecord(invoiceValues);
  if (!form) return undefined;
  const invoiceType = effectiveInvoiceType(text(form.invoiceType)) as Invoice['invoiceType'];
  const invoice: Record<string, unknown> = { invoiceType };
  // Details typed for another type stay in the form when the buyer switches; 03 carries none.
  if (invoiceRowsVisible(invoiceType).length > 0) {
    for (const key of Object.values(INVOICE_FIELD_KEYS)) if (text(form[key])) invoice[key] = text(form[key]);
  }
  const address = sendAddressVisible(invoiceType) ? asRecord(addressValues) : undefined;
  if (address) {
    if (text(address.receiverName)) invoice.receiverName = text(address.receiverName);
    if (text(address.receiverPhone)) invoice.receiverPhone = text(address.receiverPhone);
    if (Array.isArray(address.receiverArea)) invoice.receiverArea = (address.receiverArea as unknown[]).map(String).slice(0, 3);
    if (text(address.receiverAddress)) invoice.receiverAddress = text(address.receiverAddress);
  }
  return invoice as Invoice;
}

/** The payment account of the payment block, only when every required field is there. */
export function formPayment(values: unknown): PaymentInfo | undefined {
  const form = asRecord(values);
  const bankCode = text(form?.bankCode);
  const paymentMethod = text(form?.paymentMethod);
  const bankAccountName = text(form?.bankAccountName);
  const bankAccount = text(form?.bankAccount)?.replace(/\s/g, '');
  if (!bankCode || !paymentMethod || !bankAccountName || !bankAccount) return undefined;
  const phoneNo = text(form?.phoneNo);
  return { bankCode, paymentMethod, bankAccountName, bankAccount, ...(phoneNo ? { phoneNo } : {}) };
}

/**
 * The order the confirm page submits: the calculation order built from the same form (so the server
 * prices what the buyer saw) with each insured's beneficiaries, plus the promotion, the payment
 * account, the agent entered on the information page, the invoice, the SMS code, the renewal choice,
 * the uploaded files and the signatures with their strokes. Pure, so the test and the hook build the
 * same order.
 */
export function buildSubmitOrder(input: SubmitOrderInput): SubmitOrderBody {
  const base = buildCalculationOrder({
    values: input.values,
    plan: input.plan,
    ...(input.goodsId ? { goodsId: input.goodsId } : {}),
    ...(input.orderNo ? { orderNo: input.orderNo } : {}),
    ...(input.encryptOrderNo ? { encryptOrderNo: input.encryptOrderNo } : {}),
    ...(input.paymentFrequency ? { paymentFrequency: input.paymentFrequency } : {}),
    ...(input.packages ? { packages: input.packages } : {}),
    ...(input.companyHolder ? { companyHolder: true } : {}),
    withBeneficiaries: true,
  });
  const payment = formPayment(input.values.payment);
  const agent = formAgent(input.values.agent);
  const invoice = formInvoice(input.values.invoice, input.values.sendAddress);
  const validateCode = text(input.values.validateCode);
  const trialData = trailElementData(input.values.trailElement);
  const files = Object.fromEntries(Object.entries(input.files ?? {}).filter(([, list]) => isFilled(list)));
  const signatures = input.signatures ?? {};
  const pageExtraInfo = {
    ...(Object.keys(files).length > 0 ? { files } : {}),
    ...(Object.keys(signatures).length > 0 ? { signatures } : {}),
  };
  return {
    ...base,
    ...(input.promotionId ? { promotionId: input.promotionId } : {}),
    ...(input.purchaseUserId ? { purchaseUserId: input.purchaseUserId } : {}),
    ...(input.goodsName ? { goodsName: input.goodsName } : {}),
    ...(input.currentUrl ? { currentUrl: input.currentUrl } : {}),
    ...(input.initialPremium !== undefined ? { initialPremium: input.initialPremium } : {}),
    ...(payment ? { payment } : {}),
    ...(agent ? { agent } : {}),
    ...(invoice ? { invoice } : {}),
    dataSource: REAL_ORDER_DATA_SOURCE,
    extraInfo: {
      ...(validateCode ? { validateCode } : {}),
      ...(trialData ? { trailElementData: trialData } : {}),
      ...(input.purchaseUserId ? { purchaseUserId: input.purchaseUserId } : {}),
      ...(input.openRenewal !== undefined ? { openRenewal: input.openRenewal ? 'true' : 'false' } : {}),
    },
    ...(Object.keys(pageExtraInfo).length > 0 ? { pageExtraInfo } : {}),
  } as SubmitOrderBody;
}

/**
 * The trial elements as entered (holder, insured, common), each with its type marker, for the order's
 * extraInfo. The insured scope holds one entry per insured, so it travels as `{ type, insuredList }`.
 */
function trailElementData(value: unknown): Record<string, unknown>[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const names = ['holder', 'insured', 'common'];
  const scopes = (value as unknown[]).slice(0, 3).map((scope, position): Record<string, unknown> => {
    if (Array.isArray(scope)) return { type: names[position], insuredList: scope.filter((entry) => entry !== null && typeof entry === 'object') };
    if (scope !== null && typeof scope === 'object') return { type: names[position], ...(scope as Record<string, unknown>) };
    return { type: names[position] };
  });
  return scopes.some((scope) => Object.keys(scope).length > 1) ? scopes : undefined;
}
