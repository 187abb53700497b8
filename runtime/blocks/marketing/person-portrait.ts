import { ageOn } from '../../../shared/identity/age-on';
import { parseIdCard } from '../../../shared/identity/parse-id-card';
import { portraitIcon, type PortraitIcon } from '../../../shared/identity/portrait-icon';

/**
 * The portrait of a person as typed in the form: age and gender from the birthday and gender fields,
 * else from a valid resident ID number; undefined until both are known. `today` is `YYYY-MM-DD`.
 */
export function personPortrait(person: unknown, today?: string): PortraitIcon | undefined {
  if (typeof person !== 'object' || person === null) return undefined;
  const values = person as Record<string, unknown>;
  // Form rows spell it certiNo / certiType (the spec's older names); orders spell it certNo / certType.
  const certNo = values.certiNo ?? values.certNo;
  const certType = values.certiType ?? values.certType;
  const isIdCard = certType === undefined || certType === 'I';
  const card = isIdCard && typeof certNo === 'string' && certNo !== '' ? parseIdCard(certNo, today) : undefined;
  const fromCard = card?.valid ? card : undefined;
  const birthday = typeof values.birthday === 'string' && values.birthday !== '' ? values.birthday : fromCard?.birthday;
  const gender = values.gender === 'M' || values.gender === 'F' ? values.gender : fromCard?.gender;
  if (birthday === undefined || gender === undefined) return undefined;
  const age = ageOn(birthday, today);
  return age === undefined ? undefined : portraitIcon(age, gender);
}
