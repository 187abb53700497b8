import { parseIdCard } from '../../shared/identity/parse-id-card';
import { isSelfRelation } from '../../shared/insured/is-self-relation';
import type { ProductVisibilityInput } from '../../shared/visibility/is-product-visible';
import { asRecord } from '../order/form-person';
import { holderFactors, insuredFactorList } from '../order/trial-factors';

type Values = Readonly<Record<string, unknown>>;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** A person's birthday as the server reads it: the stated one, else the one in a resident ID number. */
function birthdayOf(...sources: readonly (Values | undefined)[]): string | undefined {
  for (const source of sources) {
    const stated = text(source?.birthday);
    if (stated) return stated;
  }
  for (const source of sources) {
    const certNo = text(source?.certiNo);
    const type = text(source?.certiType);
    if (!certNo || (type !== undefined && type !== 'I')) continue;
    const parsed = parseIdCard(certNo);
    if (parsed.valid) return parsed.birthday;
  }
  return undefined;
}

/**
 * The facts a product's visibility rule is judged on, from the buyer's form: every insured's birthday
 * (page 2's insured form over page 1's trial factors, the holder's for 本人) and how many insureds
 * there are, on `today`; the same facts the server judges the order on.
 */
export function insuredVisibilityFacts(values: Values, today: string): ProductVisibilityInput {
  const trial = insuredFactorList(values);
  const formList = Array.isArray(values.insured) ? (values.insured as unknown[]).map(asRecord) : values.insured ? [asRecord(values.insured)] : [];
  const holder = asRecord(values.policyHolder);
  const count = Math.max(trial.length, formList.length);
  const insureds = Array.from({ length: count }, (_, index) => ({ form: formList[index], trial: trial[index] }));
  const counted = insureds.filter((insured) => insured.form?.selected !== false);
  const birthdays = counted.map(({ form, trial: factors }) =>
    isSelfRelation(text(form?.holderRelation)) ? birthdayOf(form, holder, holderFactors(values), factors) : birthdayOf(form, factors),
  );
  return { insuredBirthdays: birthdays.filter((birthday): birthday is string => birthday !== undefined), today, ...(count > 0 ? { insuredCount: counted.length } : {}) };
}
