import { MASKED_DATE } from '../../../../schema/entities/field-types';
import { keepEnds, MASK_CHAR } from '../../../../shared/masking/keep-ends';
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
 * Why an 18-character number shows no more, and the birthday nothing. The number is 6 region digits,
 * the 8-digit birth date, a 3-digit sequence whose last digit is odd for a man, and a check character
 * computed from the 17 before it (ISO 7064 MOD 11-2), which lets through about 1 in 11 guesses. No
 * reply may narrow a masked number below 10^4 candidates, reckoned against a well-informed reader:
 * - the whole region is taken as known: the first 4 digits are shown, and the remaining district is
 *   often the one of the reply's own region codes, or one of a city's few; so region codes can stay.
 * - the birth date is taken as known to within one year: replies show each insured's premium and the
 *   start date, and an age-rated premium gives the age on that day: at most 366 dates. Showing the
 *   year on top of that can pin the day (35 years old on 2026-12-30 and born in 1990 leaves
 *   1990-12-31 alone), so no digit of the birthday is shown, and the age in years is left out beside
 *   it, as it dates the birthday against another day.
 * - the gender is shown, which fixes the parity of the sequence: 500 sequences.
 * That leaves 365 × 500 / 11 ≈ 16,600 numbers when the check character is shown. Showing one more
 * (the last sequence digit) would leave 365 × 100 / 11 ≈ 3,300, too few; so the number shows its
 * first 4 characters and its last one. (Recognising the person rests on the name, phone and email.)
 * The old 15-digit number (no check character, a 2-digit year) keeps the same ends: 365 × 100.
 * `resident-id-candidates.test.ts` counts the candidates each reply leaves.
 */
export function maskValue(kind: MaskKind, value: string): string {
  const text = value.trim();
  if (text === '') return value;
  switch (kind) {
    case 'name':
      return maskName(text);
    case 'certificate':
      return text.length >= 15 ? keepEnds(text, 4, 1) : keepEnds(text, 2, 2);
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
