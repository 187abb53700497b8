import { asRecord } from '../../order/form-person';
import { insuredFactorList } from '../../order/trial-factors';

/**
 * The tab title of each insured whose benefits are shown, in the order the calculation order lists
 * them: the insured forms when the page has them, else one per insured trial-factor entry (page 1 of a
 * life product), at least one. An insured without a name yet is `fallback`, numbered when there are several.
 */
export function insuredTabTitles(values: Readonly<Record<string, unknown>>, fallback: string): readonly string[] {
  const raw = values.insured;
  const forms = Array.isArray(raw) ? (raw as unknown[]).map(asRecord) : asRecord(raw) ? [asRecord(raw)] : [];
  const count = forms.length > 0 ? forms.length : Math.max(insuredFactorList(values).length, 1);
  return Array.from({ length: count }, (_, index) => {
    const name = forms[index]?.name;
    if (typeof name === 'string' && name.trim() !== '') return name.trim();
    return count > 1 ? `${fallback}${index + 1}` : fallback;
  });
}
