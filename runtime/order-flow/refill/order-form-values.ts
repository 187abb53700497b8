import type { Beneficiary } from '../../../schema/entities/beneficiary';
import type { Company } from '../../../schema/entities/company';
import type { Insured } from '../../../schema/entities/insured';
import type { Order } from '../../../schema/entities/order';
import type { Person } from '../../../schema/entities/person';
import { isFilled } from '../../order/form-person';
import { TRIAL_TYPE_KEY } from '../../order/trial-factors';
import type { OrderFormValues } from '../../state/flow-atoms';
import { isMaskedValue } from './is-masked-value';

type Scope = Record<string, unknown>;

/** Entity field name -> form row name, where the rows keep the spec's older spelling. */
const FORM_NAMES: Readonly<Record<string, string>> = { certType: 'certiType', certNo: 'certiNo' };

/** Person fields that price the premium, repeated in an insured's trial scope when the order has no trial data. */
const PERSON_FACTORS = ['gender', 'birthday', 'occupation', 'occupationCategory'] as const;

/** The form values an order refills, and the form fields left empty because the reply masked them. */
export interface OrderFormRefill {
  readonly values: OrderFormValues;
  /** Form field names (`certiNo`, `phone`, ...) whose masked value was left out, each once. */
  readonly masked: readonly string[];
}

/** Collects a scope's values, leaving out empty ones and recording masked ones instead of filling them. */
class ScopeWriter {
  readonly masked = new Set<string>();

  fill(source: Readonly<Record<string, unknown>> | undefined, rename: Readonly<Record<string, string>> = FORM_NAMES): Scope {
    const scope: Scope = {};
    for (const [key, value] of Object.entries(source ?? {})) {
      const field = rename[key] ?? key;
      if (isMaskedValue(value)) this.masked.add(field);
      else if (isFilled(value)) scope[field] = value;
    }
    return scope;
  }
}

function companyScope(writer: ScopeWriter, company: Company): Scope {
  return writer.fill(company, { ...FORM_NAMES, companyName: 'name', contactPhone: 'phone' });
}

function beneficiaryEntry(writer: ScopeWriter, beneficiary: Beneficiary): Scope {
  const { person, company, customerType: _type, insurantRelation, ...rest } = beneficiary;
  const relation = rest.insuredRelation ?? insurantRelation;
  return {
    ...(company ? companyScope(writer, company) : writer.fill(person)),
    ...writer.fill({ ...rest, ...(relation ? { insuredRelation: relation } : {}) }),
  };
}

function insuredScope(writer: ScopeWriter, insured: Insured): Scope {
  const beneficiaries = (insured.beneficiaryList ?? []).map((beneficiary) => beneficiaryEntry(writer, beneficiary));
  return {
    ...writer.fill(insured.person),
    ...(insured.holderRelation ? { holderRelation: insured.holderRelation } : {}),
    ...(insured.selected === false ? { selected: false } : {}),
    ...(typeof insured.allowInsure === 'boolean' ? { allowInsure: insured.allowInsure } : {}),
    ...(insured.beneficiaryType ? { beneficiaryType: insured.beneficiaryType } : {}),
    ...(beneficiaries.length > 0 ? { beneficiaryList: beneficiaries } : {}),
  };
}

/**
 * The trial elements (`trailElement[0..2]`: holder, insureds, common) as the order was submitted with
 * them (`extraInfo.trailElementData`, each entry marked with its type); for an order without them (a
 * draft), the insurance period and each insured's pricing person fields.
 */
function trialElements(writer: ScopeWriter, order: Order): unknown[] | undefined {
  const data = order.extraInfo?.trailElementData;
  if (data && data.length > 0) {
    const byType = (type: string) => data.find((entry) => entry[TRIAL_TYPE_KEY] === type);
    const holder = byType('holder');
    const insured = byType('insured');
    const common = byType('common');
    const insuredList = insured?.insuredList;
    return [
      { ...writer.fill(holder, {}), [TRIAL_TYPE_KEY]: 'holder' },
      Array.isArray(insuredList)
        ? insuredList.map((entry) => writer.fill(entry !== null && typeof entry === 'object' ? (entry as Scope) : undefined, {}))
        : { ...writer.fill(insured, {}), [TRIAL_TYPE_KEY]: 'insured' },
      { ...writer.fill(common, {}), [TRIAL_TYPE_KEY]: 'common' },
    ];
  }
  const period = order.insurePeriod ?? order.extraInfo?.insurancePeriod;
  const insureds = (order.insuredList ?? []).map((insured) => {
    const person: Partial<Person> = insured.person ?? {};
    return writer.fill(Object.fromEntries(PERSON_FACTORS.map((key) => [key, person[key]])), {});
  });
  if (!period && insureds.every((scope) => Object.keys(scope).length === 0)) return undefined;
  return [{ [TRIAL_TYPE_KEY]: 'holder' }, insureds, { [TRIAL_TYPE_KEY]: 'common', ...(period ? { insurancePeriod: period } : {}) }];
}

/**
 * The page form values of an order from the order detail (spec section 4, order loading): the
 * policyholder (`policyHolder`: a person, or a company's rows), the insureds (`insured[i]`: person,
 * relation, selection, health verdict, beneficiaries) and the trial elements. Personal values the
 * reply masked (names, certificate numbers, phones, emails, birthdays, detail addresses) are never
 * put into a field as if typed: they are left out and named in `masked`, for the buyer to give again.
 */
export function orderFormValues(order: Order): OrderFormRefill {
  const writer = new ScopeWriter();
  const values: Record<string, unknown> = {};
  const holder = order.holder;
  if (holder?.company && holder.customerType === 'company') values.policyHolder = companyScope(writer, holder.company);
  else if (holder?.person) values.policyHolder = writer.fill(holder.person);
  if (order.insuredList && order.insuredList.length > 0) values.insured = order.insuredList.map((insured) => insuredScope(writer, insured));
  const trial = trialElements(writer, order);
  if (trial) values.trailElement = trial;
  return { values, masked: [...writer.masked] };
}
