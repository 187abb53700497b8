import { keepEnds, MASK_CHAR } from '../../../app/keep-ends';

/** How a personal field is shown: which kind of mask its key takes. */
export type MaskKind = 'name' | 'certificate' | 'phone' | 'account' | 'email';

/**
 * Keys of personal data anywhere in an order and the mask each takes. Keys, not paths, because the
 * same data also sits in open bags (trial elements, insured extensions, page extras).
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
};

/** Nesting deeper than any order; stops a hostile payload from recursing without end. */
export const ORDER_MAX_DEPTH = 12;

/**
 * A personal value as screens show it: 张** (name: the surname stays), 1101**********1234 (an ID
 * card keeps the region and the last four), 138****8000 (phone), 6222********1234 (account),
 * z***@example.com (email). Deterministic, so a masked value sent back can be recognised. (Logs mask
 * by pattern instead, see `logging/mask-pii.ts`; both use the same `keepEnds`.)
 */
export function maskValue(kind: MaskKind, value: string): string {
  const text = value.trim();
  if (text === '') return value;
  switch (kind) {
    case 'name':
      return keepEnds(text, 1, 0);
    case 'certificate':
      return text.length >= 15 ? keepEnds(text, 4, 4) : keepEnds(text, 2, 2);
    case 'phone':
      return text.length === 11 ? keepEnds(text, 3, 4) : keepEnds(text, 2, 2);
    case 'account':
      return text.length > 8 ? keepEnds(text, 4, 4) : keepEnds(text, 0, 2);
    case 'email': {
      const at = text.indexOf('@');
      return at > 0 ? `${text.charAt(0)}${MASK_CHAR.repeat(3)}${text.slice(at)}` : keepEnds(text, 1, 0);
    }
  }
}
