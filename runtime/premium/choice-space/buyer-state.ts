import type { Plan } from '../../../schema/entities/plan';
import type { PlanPackage } from '../../../schema/entities/plan-package';
import type { Module } from '../../../schema/template/module';
import type { TemplateConfig } from '../../../schema/template/template-config';
import { applyLiabilityToggle, sameLiability, type LiabilityCheckState, type LiabilityRef } from '../../../shared/collocation';
import type { SumInsuredChoice, SumInsuredControl } from '../../../shared/premium/sum-insured-choice';
import { setChoice } from '../../../shared/premium/sum-insured-choice';
import { idCardCheckChar } from '../../../shared/identity/id-card-check-char';
import { isCompanyHolder } from '../../../shared/pages/is-company-holder';
import { committedTypedAmount } from '../../form/sum-insured';
import { buildCalculationOrder, type CalculationOrder } from '../../order/build-order';
import { buildTrialRequest } from '../../order/build-trial';
import { trialFactorKeys, type TrialFactorKeys } from '../../order/trial-factors';
import type { PremiumTrialRequest } from '../../../schema/entities/premium-trial-request';
import { insuredVisibilityFacts } from '../insured-facts';
import { initialCheckStates, packagesBought } from '../liability-choice';

/** One combination a buyer can reach on page 1: the factors, frequency, ticks, amounts and the insured. */
export interface BuyerCombination {
  /** Factor values by code (placed into the trial scope the page asks them in). */
  readonly factors: Readonly<Record<string, string>>;
  readonly frequency: 'month' | 'year' | undefined;
  /** Optional liabilities the buyer ticks, in this order. */
  readonly ticks: readonly LiabilityRef[];
  /** Amounts the buyer sets: picked from a list or stepper, or typed (committed as the field commits it). */
  readonly amounts: readonly { readonly productId: string; readonly liabilityCode?: string; readonly control: SumInsuredControl; readonly fen: number }[];
  readonly insured: { readonly birthday?: string; readonly gender?: 'M' | 'F' };
  /** The insured's relation to the holder on page 2: SELF makes the holder the insured. */
  readonly relation: string;
  /**
   * How many people the order insures (1 when absent): the first as above, each further one a family
   * member of the same age and gender (a relation other than SELF) the buyer added on page 1.
   */
  readonly count?: number;
}

/** The names of further family members, in the order they are added. */
const FAMILY_NAMES = ['陈晨', '陈小雨', '陈子涵', '陈思远', '陈一鸣', '陈安宁', '陈若溪'] as const;

/** The adult who holds the policy when the insured is someone else. */
const OTHER_HOLDER = { name: '李秀英', birthday: '1985-06-12', gender: 'F' } as const;

/** The state the buyer app holds after those taps, and the requests it builds from it. */
export interface BuyerState {
  readonly values: Readonly<Record<string, unknown>>;
  readonly checks: readonly LiabilityCheckState[];
  readonly amounts: readonly SumInsuredChoice[];
  readonly packages: PlanPackage[];
  readonly trial: PremiumTrialRequest | undefined;
  readonly order: CalculationOrder;
}

/** Every module of a template, children included. */
export function templateModules(template: TemplateConfig): Module[] {
  const walk = (modules: readonly Module[]): Module[] => modules.flatMap((module) => [module, ...walk(module.children ?? [])]);
  return walk(template.pageList.flatMap((page) => page.moduleList));
}

/** The factor rows the template asks for, by trial scope (the runtime's own reading). */
export function askedFactors(template: TemplateConfig): TrialFactorKeys {
  return trialFactorKeys(template.pageList.flatMap((page) => page.moduleList));
}

/** The relation of a further family member: one the template offers other than SELF and the first insured's. */
function familyRelationOf(template: TemplateConfig, first: string): string {
  const row = templateModules(template).find((module) => module.formKey === 'holderRelation');
  const offered = ((row?.attrs as { dataSource?: { value: string }[] } | undefined)?.dataSource ?? []).map((option) => option.value);
  return offered.find((value) => value !== 'SELF' && value !== first) ?? offered.find((value) => value !== 'SELF') ?? 'CHILD';
}

/**
 * The buyer app's state after the combination's taps, built by the runtime's own functions: the ticks
 * through the collocation rows (a rider the insured's age rules out is not bought), each amount as
 * the control commits it, the factors in their trial scopes; then the page-1 trial and the calculation
 * order exactly as the premium hook builds them.
 */
export function buyerState(template: TemplateConfig, goodsId: string, plan: Plan, combination: BuyerCombination, today: string): BuyerState {
  const keys = askedFactors(template);
  let checks: LiabilityCheckState[] = initialCheckStates(plan);
  for (const tick of combination.ticks) {
    if (checks.some((state) => sameLiability(state, tick) && state.checked)) continue;
    checks = applyLiabilityToggle(checks, plan.liabilityCollocationList ?? [], tick, true);
  }
  let amounts: SumInsuredChoice[] = [];
  for (const amount of combination.amounts) {
    const fen = amount.control.kind === 'input' ? committedTypedAmount(String(amount.fen / 100), amount.control) : amount.fen;
    amounts = setChoice(amounts, { productId: amount.productId, ...(amount.liabilityCode ? { liabilityCode: amount.liabilityCode } : {}), sumInsured: fen });
  }
  const scoped = (codes: readonly string[]) => Object.fromEntries(Object.entries(combination.factors).filter(([code]) => codes.includes(code)));
  const person = { ...(combination.insured.birthday ? { birthday: combination.insured.birthday } : {}), ...(combination.insured.gender ? { gender: combination.insured.gender } : {}) };
  const insuredScope = { ...Object.fromEntries(Object.entries(person).filter(([code]) => keys.insured.includes(code))), ...scoped(keys.insured) };
  const holderScope = { ...Object.fromEntries(Object.entries(person).filter(([code]) => keys.holder.includes(code) && keys.insured.length === 0)), ...scoped(keys.holder) };
  const self = combination.relation === 'SELF';
  // Page 2's people: the holder (the insured themself when SELF), and the insured with the relation.
  const policyHolder = isCompanyHolder(template)
    ? { name: '上海示例科技有限公司', certiType: 'SUCC', certiNo: '91310000MA1K4ABC2X' }
    : self
      ? { name: '周晓燕', ...person }
      : OTHER_HOLDER;
  const count = combination.count ?? 1;
  const familyRelation = familyRelationOf(template, combination.relation);
  const insured = Array.from({ length: count }, (_, index) =>
    index === 0 ? { holderRelation: combination.relation, ...(self ? {} : { name: '陈静', ...person }) } : { holderRelation: familyRelation, name: FAMILY_NAMES[(index - 1) % FAMILY_NAMES.length], ...person },
  );
  const insuredScopes = keys.insured.length > 0 ? insured.map(() => insuredScope) : [];
  const values = { trailElement: [holderScope, insuredScopes, scoped(keys.common)], policyHolder, insured };
  // A rider the insured's age rules out is left out of what is bought, as the plan tabs leave it out.
  const packages = packagesBought(plan, checks, amounts, insuredVisibilityFacts(values, today));
  const frequency = combination.frequency ? { paymentFrequency: combination.frequency } : {};
  return {
    values,
    checks,
    amounts,
    packages,
    trial: buildTrialRequest({ values, plan, goodsId, packages, ...frequency }),
    order: buildCalculationOrder({ values, plan, goodsId, packages, companyHolder: isCompanyHolder(template), ...frequency }),
  };
}

/** A resident ID number for a birthday and gender, with its check character. */
function idNumber(birthday: string, gender: 'M' | 'F', area = '110101', nth = 0): string {
  // The sequence's last digit is odd for a man, even for a woman; each family member has their own.
  const sequence = String((gender === 'M' ? 13 : 24) + 2 * nth).padStart(3, '0');
  const first17 = `${area}${birthday.replaceAll('-', '')}${sequence}`;
  return first17 + idCardCheckChar(first17);
}

/** Page 2 filled in (for a submit): the holder's and the insured's names, ID numbers (matching their birthdays) and phones. */
export function withIdentities(values: Readonly<Record<string, unknown>>, gender: 'M' | 'F'): Record<string, unknown> {
  const holder = values.policyHolder as Record<string, unknown>;
  const insured = (values.insured as Record<string, unknown>[]).map((entry, index) =>
    entry.holderRelation === 'SELF' ? entry : { ...entry, certiType: 'I', certiNo: idNumber(String(entry.birthday), gender, '310104', index), phone: '13912345678' },
  );
  const company = holder.certiType === 'SUCC';
  const person = company ? { ...holder, contactName: '王经理', phone: '13812345678' } : { ...holder, certiType: 'I', certiNo: idNumber(String(holder.birthday), holder.gender === 'M' ? 'M' : 'F'), phone: '13812345678', email: 'buyer@example.com' };
  return { ...values, policyHolder: person, insured };
}
