import type { Insured } from '../../../../schema/entities/insured';
import type { Order } from '../../../../schema/entities/order';
import { validateBeneficiaries } from '../../../../shared/beneficiary/validate-beneficiaries';
import type { InsuredCountLimits } from '../../../../shared/insured/check-insured-count';
import { checkInsuredList } from '../../../../shared/insured/check-insured-list';
import { checkSingleSelf } from '../../../../shared/insured/check-single-self';
import { DEFAULT_HOLDER_MIN_AGE } from '../../../../shared/constants';
import { holderAgeProblem } from '../../../../shared/identity/holder-age-problem';
import { FLOW_MESSAGES } from '../../../../shared/messages/flow';
import { VALIDATION_MESSAGES } from '../../../../shared/messages/validation';
import { ORDER_MESSAGES } from '../order-messages';
import { agentNoticeProblem } from './agent-notice-problem';
import { amlProblem } from './aml-problem';
import { invoiceProblem } from './invoice-problem';
import { isSelfRelation } from '../../../../shared/insured/is-self-relation';
import { personBirthday, personProblem } from './person-problem';

/**
 * `step`: a page of a partly filled order (nextStep, save) — what is there must be right.
 * `submit`: the whole order — everything the policy needs must be there too.
 */
export type ValidationStage = 'step' | 'submit';

export interface OrderCheckContext {
  readonly stage: ValidationStage;
  /** Today in China (YYYY-MM-DD). */
  readonly today: string;
  /** The first instant a policy may start: 00:00 tomorrow in China. */
  readonly earliestStart: number;
  /** The last instant a policy may start: the end of the last day the date picker offers. */
  readonly latestStart: number;
  /** The plan's insured count limits (the list's entries and the insureds that count, see checkInsuredList), when known. */
  readonly insuredLimits?: InsuredCountLimits;
  /** The server's total premium in fen, once priced (anti-money-laundering fields depend on it). */
  readonly totalPremiumFen?: number;
  /** The youngest a person holder may be (the template's minHolderAge); DEFAULT_HOLDER_MIN_AGE when not known. */
  readonly holderMinAge?: number;
}

function insuredProblem(insured: Insured, position: number, context: OrderCheckContext): string | undefined {
  const submit = context.stage === 'submit';
  if (insured.allowInsure === false) return FLOW_MESSAGES.notAllowedToInsure;
  if (submit && insured.allowInsure === null) return VALIDATION_MESSAGES.healthNoticeInsured;
  if (!isSelfRelation(insured.holderRelation)) {
    const problem = personProblem(insured.person, { identity: submit, phone: false, today: context.today });
    if (problem) return ORDER_MESSAGES.partyProblem(ORDER_MESSAGES.insured(position), problem);
  }
  const beneficiaries = insured.beneficiaryList ?? [];
  if (!submit && beneficiaries.length === 0) return undefined;
  const listProblem = validateBeneficiaries(
    beneficiaries.map((beneficiary) => ({
      name: beneficiary.person?.name ?? beneficiary.company?.companyName,
      benefitRatio: beneficiary.benefitRatio,
      benefitOrder: beneficiary.benefitOrder,
    })),
    insured.beneficiaryType,
  );
  if (listProblem) return ORDER_MESSAGES.partyProblem(ORDER_MESSAGES.beneficiaryOf(position), listProblem);
  for (const beneficiary of beneficiaries) {
    const problem = personProblem(beneficiary.person, { identity: false, phone: false, today: context.today });
    if (problem) return ORDER_MESSAGES.partyProblem(ORDER_MESSAGES.beneficiaryOf(position), problem);
  }
  return undefined;
}

function insuredListProblem(order: Order, context: OrderCheckContext): string | undefined {
  const all = order.insuredList ?? [];
  const selected = all.filter((insured) => insured.selected !== false);
  // A step that sends insureds sends all of them, so their count is checked then too; checked first,
  // before any insured's details, so a hand-built list of thousands is refused at once.
  if (context.stage === 'submit' || all.length > 0) {
    const countProblem = context.insuredLimits ? checkInsuredList(all, context.insuredLimits) : selected.length === 0 ? VALIDATION_MESSAGES.selectAtLeastOneInsured : undefined;
    if (countProblem) return countProblem;
  }
  const selfProblem = checkSingleSelf(selected.map((insured) => insured.holderRelation));
  if (selfProblem) return selfProblem;
  for (const [index, insured] of all.entries()) {
    if (insured.selected === false) continue;
    const problem = insuredProblem(insured, index + 1, context);
    if (problem) return problem;
  }
  return undefined;
}

function holderProblem(order: Order, context: OrderCheckContext): string | undefined {
  const submit = context.stage === 'submit';
  const holder = order.holder;
  if (holder?.customerType === 'company') {
    return submit && !holder.company ? ORDER_MESSAGES.partyProblem(ORDER_MESSAGES.holder, VALIDATION_MESSAGES.pleaseInput(ORDER_MESSAGES.companyLabel)) : undefined;
  }
  if (!holder && !submit) return undefined;
  const problem = personProblem(holder?.person, { identity: submit, phone: submit, today: context.today });
  if (problem) return ORDER_MESSAGES.partyProblem(ORDER_MESSAGES.holder, problem);
  // The form's own words (投保人须年满18周岁), which already name the holder.
  return holderAgeProblem(personBirthday(holder?.person, context.today), context.holderMinAge ?? DEFAULT_HOLDER_MIN_AGE, context.today);
}

/**
 * The first reason the order cannot go on, in the buyer's words, or undefined. The server repeats
 * the checks of spec section 5 with the shared rules, because a request need not come from the app.
 */
export function orderProblem(order: Order, context: OrderCheckContext): string | undefined {
  if (order.allowInsure === false) return FLOW_MESSAGES.notAllowedToInsure;
  const problem = holderProblem(order, context) ?? insuredListProblem(order, context);
  if (problem) return problem;
  if (order.agent) {
    const agentProblem = personProblem(order.agent.person, { identity: false, phone: false, today: context.today });
    if (agentProblem) return ORDER_MESSAGES.partyProblem(ORDER_MESSAGES.agent, agentProblem);
    const noticeProblem = agentNoticeProblem(order.agent);
    if (noticeProblem) return noticeProblem;
  }
  if (context.stage !== 'submit') return undefined;
  if (order.insuranceStartDate !== undefined && order.insuranceStartDate < context.earliestStart) return ORDER_MESSAGES.startDateTooEarly;
  if (order.insuranceStartDate !== undefined && order.insuranceStartDate > context.latestStart) return ORDER_MESSAGES.startDateTooLate;
  return invoiceProblem(order.invoice) ?? amlProblem(order, context.totalPremiumFen);
}
