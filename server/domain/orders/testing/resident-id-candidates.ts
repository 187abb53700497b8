import { ageOn } from '../../../../shared/identity/age-on';

/** GB 11643-1999 weights of the first 17 digits (see `shared/identity/id-card-check-char.ts`). */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = '10X98765432';
const DAY_MS = 86_400_000;

/** What one place of a reply shows that may be about a person. */
export interface ShownFacts {
  readonly certNo?: string;
  readonly birthday?: string;
  readonly gender?: string;
  readonly age?: number;
}

/** The person behind the masks: their 18-digit resident ID number and birthday. */
export interface TruePerson {
  readonly certNo: string;
  readonly birthday: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Whether `shown` (with `*` for hidden characters) may be a masking of `truth`. */
function fits(shown: string, truth: string): boolean {
  return shown.length === truth.length && Array.from(shown).every((char, index) => char === '*' || char === truth.charAt(index));
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * Every place of a reply that may be about this person, as a reader would gather them: an object
 * showing a certificate number that fits theirs, or a birthday without a number (trial bags), whose
 * shown gender, birthday and age all fit them too.
 */
export function appearancesOf(reply: unknown, person: TruePerson, replyDay: string): ShownFacts[] {
  const found: ShownFacts[] = [];
  const gender = Number(person.certNo.charAt(16)) % 2 === 1 ? 'M' : 'F';
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isRecord(value)) return;
    const certNo = text(value['certNo']) ?? text(value['certiNo']);
    const birthday = text(value['birthday']);
    const facts: ShownFacts = {
      ...(certNo ? { certNo } : {}),
      ...(birthday ? { birthday } : {}),
      ...(typeof value['gender'] === 'string' ? { gender: value['gender'] } : {}),
      ...(typeof value['age'] === 'number' ? { age: value['age'] } : {}),
    };
    const about = certNo ? fits(certNo, person.certNo) : birthday !== undefined;
    const consistent =
      (!facts.birthday || fits(facts.birthday, person.birthday)) &&
      (!facts.gender || facts.gender === gender) &&
      (facts.age === undefined || ageOn(person.birthday, replyDay) === facts.age);
    if (about && consistent) found.push(facts);
    Object.values(value).forEach(visit);
  };
  visit(reply);
  return found;
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function weightedSum(digits: string, from: number): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) sum += Number(digits.charAt(index)) * (WEIGHTS[from + index] ?? 0);
  return sum;
}

/**
 * How many 18-digit resident ID numbers fit everything a reply shows about a person, against a
 * well-informed reader (the model of `display/mask-value.ts`): the whole 6-digit region is taken as
 * known, and so is the age in years on `startDay` (an age-rated premium and the start date give it);
 * on top of that every shown character of the number, every shown part of a birthday, the gender
 * (the parity of the sequence) and any age on `replyDay` narrow the birth dates, sequences and check
 * character. Counted exactly: birth dates times sequences whose check character fits.
 */
export function residentIdCandidates(person: TruePerson, shown: readonly ShownFacts[], startDay: string, replyDay: string): number {
  const region = person.certNo.slice(0, 6);
  const knownAge = ageOn(person.birthday, startDay);
  if (knownAge === undefined) throw new RangeError(`No age on ${startDay} for ${person.birthday}`);
  const numbers = shown.map((facts) => facts.certNo).filter((certNo): certNo is string => certNo !== undefined && certNo.length === 18);
  const shownAt = (index: number): string[] => numbers.map((certNo) => certNo.charAt(index)).filter((char) => char !== '*');
  const fitsNumbers = (digits: string, from: number): boolean =>
    Array.from(digits).every((digit, offset) => shownAt(from + offset).every((char) => char === digit));

  const dates: string[] = [];
  // Born on or before the reply's day, and knownAge whole years before the start day.
  const windowEnd = addDays(startDay, -365 * knownAge + 1);
  const lastPossible = windowEnd < replyDay ? windowEnd : replyDay;
  for (let day = addDays(startDay, -366 * (knownAge + 1)); day <= lastPossible; day = addDays(day, 1)) {
    if (ageOn(day, startDay) !== knownAge) continue;
    if (!fitsNumbers(day.replaceAll('-', ''), 6)) continue;
    if (!shown.every((facts) => (!facts.birthday || fits(facts.birthday, day)) && (facts.age === undefined || ageOn(day, replyDay) === facts.age))) continue;
    dates.push(day);
  }
  const genders = new Set(shown.map((facts) => facts.gender).filter((gender) => gender === 'M' || gender === 'F'));
  const sequences: string[] = [];
  for (let value = 0; value < 1000; value += 1) {
    const sequence = String(value).padStart(3, '0');
    const male = value % 2 === 1;
    if ((genders.has('M') && !male) || (genders.has('F') && male)) continue;
    if (fitsNumbers(sequence, 14)) sequences.push(sequence);
  }
  // Count (date, sequence) pairs by the remainder of their weighted sum, which decides the check character.
  const regionSum = weightedSum(region, 0);
  const bySequence = new Array<number>(11).fill(0);
  for (const sequence of sequences) {
    const remainder = weightedSum(sequence, 14) % 11;
    bySequence[remainder] = (bySequence[remainder] ?? 0) + 1;
  }
  const checks = shownAt(17);
  let count = 0;
  for (const date of dates) {
    const dateSum = weightedSum(date.replaceAll('-', ''), 6);
    for (let remainder = 0; remainder < 11; remainder += 1) {
      const check = CHECK_CHARS.charAt((regionSum + dateSum + remainder) % 11);
      if (checks.every((char) => char.toUpperCase() === check)) count += bySequence[remainder] ?? 0;
    }
  }
  return count;
}
