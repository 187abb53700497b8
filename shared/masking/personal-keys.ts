/** How a personal field is shown: which kind of mask its key takes. */
export type MaskKind = 'name' | 'certificate' | 'phone' | 'account' | 'email' | 'birthday' | 'address';

/**
 * Keys of personal data anywhere in an order and the mask each takes: the server's replies mask their
 * values (`maskValue` in server/domain/orders/display/mask-value.ts), and the buyer app's recordings
 * hide the digits of a page's rows shown under these keys. Keys, not paths, because the same data also
 * sits in open bags (trial elements, insured extensions, page extras). Region codes (`area`,
 * `receiverArea`) stay: see `maskValue` for why they cannot narrow an ID number further.
 */
export const MASKED_KEYS: Readonly<Record<string, MaskKind>> = {
  name: 'name',
  contactName: 'name',
  bankAccountName: 'name',
  receiverName: 'name',
  holderName: 'name',
  insuredName: 'name',
  certNo: 'certificate',
  certiNo: 'certificate',
  phone: 'phone',
  phoneNo: 'phone',
  contactPhone: 'phone',
  receiverPhone: 'phone',
  bankAccount: 'account',
  email: 'email',
  birthday: 'birthday',
  address: 'address',
  receiverAddress: 'address',
  companyAddress: 'address',
  workPlace: 'address',
};

/** Whether a field of this key holds personal data. */
export function isPersonalKey(key: string): boolean {
  return Object.hasOwn(MASKED_KEYS, key);
}
