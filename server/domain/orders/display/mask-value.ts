import { MASKED_DATE } from '../../../../schema/entities/field-types';
import { keepEnds, MASK_CHAR } from '../../../../shared/masking/keep-ends';
import { maskCertNo } from '../../../../shared/masking/mask-cert-no';
import { maskName } from '../../../../shared/masking/mask-name';
import type { MaskKind } from '../../../../shared/masking/personal-keys';

/** The key of a person's age in years, which replies leave out beside a birthday (see `maskValue`). */
export const AGE_KEY = 'age';

/** Nesting deeper than any order; stops a hostile payload from recursing without end. */
export const ORDER_MAX_DEPTH = 12;

/** Characters of a detail address line that stay: the start of the street, never the number or room. */
const ADDRESS_HEAD = 3;

/**
 * A personal value as screens show it: 张** (name: the surname stays), 1101*************4 (an ID
 * card keeps the province and city and its check character), 138****8000 (phone), 6222********1234
 * (account), z***@example.com (email), ****-**-** (birthday), 建国路******* (detail address: the first
 * characters of the street). Deterministic, so a masked value sent back can be recognised. (Logs mask
 * by pattern instead, see `logging/mask-pii.ts`; both use the same `keepEnds`.)
 *
 * The certificate rule is `maskCertNo`, shared with the buyer app. The birthday shows nothing, and
 * the age in years is left out beside it, as it dates the birthday against another day (see
 * `maskCertNo` for what a reader may know of the birth date).
 */
export function maskValue(kind: MaskKind, value: string): string {
  const text = value.trim();
  if (text === '') return value;
  switch (kind) {
    case 'name':
      return maskName(text);
    case 'certificate':
      return maskCertNo(text);
    case 'phone':
      return text.length === 11 ? keepEnds(text, 3, 4) : keepEnds(text, 2, 2);
    case 'account':
      return text.length > 8 ? keepEnds(text, 4, 4) : keepEnds(text, 0, 2);
    case 'email': {
      const at = text.indexOf('@');
      return at > 0 ? `${text.charAt(0)}${MASK_CHAR.repeat(3)}${text.slice(at)}` : keepEnds(text, 1, 0);
    }
    case 'birthday':
      return MASKED_DATE;
    case 'address':
      return keepEnds(text, Math.min(ADDRESS_HEAD, Math.floor(Array.from(text).length / 3)), 0);
  }
}
