import { keepEnds } from './keep-ends';

/**
 * A certificate number as screens show it: an ID card keeps its first 4 characters (province and
 * city) and its check character, 1101*************4; a shorter number (passport, permit) its first
 * and last 2, E1*****78. The one rule for certificate numbers, whether the server masks a reply
 * (`maskValue`) or the buyer app masks a number it holds itself (the confirm page); masking a masked
 * number changes nothing.
 *
 * Why an 18-character number shows no more. The number is 6 region digits, the 8-digit birth date, a
 * 3-digit sequence whose last digit is odd for a man, and a check character computed from the 17
 * before it (ISO 7064 MOD 11-2), which lets through about 1 in 11 guesses. No screen may narrow a
 * masked number below 10^4 candidates, reckoned against a well-informed reader:
 * - the whole region is taken as known: the first 4 digits are shown, and the remaining district is
 *   often the one of the reply's own region codes, or one of a city's few; so region codes can stay.
 * - the birth date is taken as known to within one year: replies show each insured's premium and the
 *   start date, and an age-rated premium gives the age on that day: at most 366 dates. Showing the
 *   year on top of that can pin the day (35 years old on 2026-12-30 and born in 1990 leaves
 *   1990-12-31 alone), so no digit of the birthday is shown.
 * - the gender is shown, which fixes the parity of the sequence: 500 sequences.
 * That leaves 365 × 500 / 11 ≈ 16,600 numbers when the check character is shown. Showing one more
 * (the last sequence digit) would leave 365 × 100 / 11 ≈ 3,300, too few; so the number shows its
 * first 4 characters and its last one. (Recognising the person rests on the name, phone and email.)
 * The old 15-digit number (no check character, a 2-digit year) keeps the same ends: 365 × 100.
 * `server/domain/orders/display/resident-id-candidates.test.ts` counts the candidates each reply leaves.
 */
export function maskCertNo(certNo: string): string {
  const text = certNo.trim();
  if (text === '') return certNo;
  return text.length >= 15 ? keepEnds(text, 4, 1) : keepEnds(text, 2, 2);
}
