import type { Beneficiary } from '../../schema/entities/beneficiary';
import { BENEFICIARY_TYPES } from '../../schema/entities/beneficiary-types';
import type { Insured } from '../../schema/entities/insured';
import { isLegalBeneficiaryType } from '../../shared/beneficiary/is-legal-beneficiary-type';
import { toText } from '../../shared/rules/rule-value';
import { asRecord, formPerson } from './form-person';

/** What an insured says about its death beneficiaries. */
export type InsuredBeneficiaries = Pick<Insured, 'beneficiaryType' | 'beneficiaryList'>;

type BeneficiaryType = NonNullable<Insured['beneficiaryType']>;

function beneficiaryType(value: unknown): BeneficiaryType | undefined {
  const text = toText(value);
  return (BENEFICIARY_TYPES as readonly string[]).includes(text) ? (text as BeneficiaryType) : undefined;
}

/**
 * A number as the entity keeps it, from the text the form holds. Text that is no number is left out:
 * the server then reports the rule (a missing order) instead of refusing the request's shape.
 */
function numberOf(value: unknown, integer: boolean): number | undefined {
  const text = toText(value);
  if (!/^\d+(?:\.\d+)?$/.test(text)) return undefined;
  const number = Number(text);
  return integer && !Number.isInteger(number) ? undefined : number;
}

/** One designated beneficiary of the form (flat rows: name, certiType, certiNo, relation, order, ratio). */
function formBeneficiary(entry: Readonly<Record<string, unknown>>): Beneficiary {
  const order = numberOf(entry.benefitOrder, true);
  const ratio = numberOf(entry.benefitRatio, false);
  const relation = toText(entry.insuredRelation);
  return {
    person: formPerson(entry),
    ...(order !== undefined ? { benefitOrder: order } : {}),
    ...(ratio !== undefined ? { benefitRatio: ratio } : {}),
    ...(relation !== '' ? { insuredRelation: relation } : {}),
  };
}

/**
 * The beneficiaries of one insured's form scope (`insured[i].beneficiaryType` and
 * `insured[i].beneficiaryList`, written by the beneficiary block): the type as chosen, and for
 * designated beneficiaries the list as Beneficiary entities. Legal heirs (or no choice) send no list,
 * whatever the form still holds from an earlier designated choice.
 */
export function formBeneficiaries(form: Readonly<Record<string, unknown>> | undefined): InsuredBeneficiaries {
  const type = beneficiaryType(form?.beneficiaryType);
  if (!type) return {};
  if (isLegalBeneficiaryType(type)) return { beneficiaryType: type };
  const entries = (Array.isArray(form?.beneficiaryList) ? (form.beneficiaryList as unknown[]) : []).map(asRecord).filter((entry) => entry !== undefined);
  return { beneficiaryType: type, beneficiaryList: entries.map(formBeneficiary) };
}
