/** The character that stands for a hidden one. */
export const MASK_CHAR = '*';

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

function keepEnds(text: string, head: number, tail: number): string {
  const chars = Array.from(text);
  if (chars.length <= head + tail) return chars.length <= 1 ? MASK_CHAR : chars[0] + MASK_CHAR.repeat(chars.length - 1);
  return chars.slice(0, head).join('') + MASK_CHAR.repeat(chars.length - head - tail) + chars.slice(chars.length - tail).join('');
}

/**
 * A personal value as screens show it: 张** (name: the surname stays), 1101**********1234 (an ID
 * card keeps the region and the last four), 138****8000 (phone), 6222********1234 (account),
 * z***@example.com (email). Deterministic, so a masked value sent back can be recognised.
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
