import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from '../../../schema/entities/plan';
import type { PremiumTrialItem } from '../../../schema/entities/premium-trial-item';
import type { TemplateConfig } from '../../../schema/template/template-config';
import { REMINDER_DIALOG_CODES } from '../../../schema/api/envelope';
import { todayInShanghai, tomorrowInShanghai } from '../../../shared/dates/shanghai-today';
import { premiumDisplayText } from '../../../shared/premium/premium-display-text';
import { allRows, pairwiseRows } from '../../../server/domain/products/choice-space/covering-array';
import { deriveChoiceSpace, type PlanChoiceSpace } from '../../../server/domain/products/choice-space/derive-choice-space';
import { loadPlanConfig } from '../../../server/domain/products/load-plan-config';
import type { PlanConfig } from '../../../server/domain/products/plan-config';
import { SEED_PROMOTIONS } from '../../../server/seed/seed-ids';
import { callApi, postApi } from '../../../server/testing/call-api';
import { createTestApp, type TestApp } from '../../../server/testing/create-test-app';
import { testDatabases } from '../../../server/testing/test-databases';
import { trialAsResult } from '../../order/build-trial';
import type { OrderDetail } from '../../../schema/entities/order-detail';
import { formatInsurancePeriod } from '../../../shared/dates/format-insurance-period';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { isCompanyHolder } from '../../../shared/pages/is-company-holder';
import { allowedAmount } from '../../../shared/premium/sum-insured-choice';
import { buildSubmitOrder } from '../../order-flow/build-submit-order';
import { orderDetailFacts } from '../../order-flow/order-detail-facts';
import { orderFactText, orderSummaryRows } from '../../order-flow/order-summary-rows';
import { flowOrderFacts } from '../../order-flow/use-order-facts';
import { initialCheckStates } from '../liability-choice';
import { askedFactors, buyerState, templateModules, withIdentities, type BuyerCombination } from './buyer-state';
import { factorChoices } from '../../../server/domain/products/premium-factors';
import type { Module } from '../../../schema/template/module';
import { dateBounds } from '../../form/date-bounds';
import { PAYMENT_FREQUENCIES } from '../../../schema/entities/order';
import { frequencyForPlan, planFrequencyOptions, type PaymentFrequency } from '../default-frequency';
import { offeredOptions, parseLinkedFactors } from '../linked-factors';
import { insuredCountLimits } from '../insured-count-limits';
import { checkInsuredCount, effectiveInsuredCountLimits } from '../../../shared/insured/check-insured-count';
import { insureResult as RESULT_DEFAULTS } from '../../../schema/generated/block-default-attrs.js';
import { formatPremium } from '../../../shared/format/format-premium';
import { insuranceEndDate } from '../../../shared/dates/insurance-end-date';
import { maskName } from '../../../shared/masking/mask-name';
import { resultOrderFacts } from '../../order-flow/use-result-order-facts';

/** The insured's relations the template offers (a company's key person has one); SELF first when offered. */
function relationsOf(template: TemplateConfig): string[] {
  const row = templateModules(template).find((module) => module.formKey === 'holderRelation');
  const options = ((row?.attrs as { dataSource?: { value: string }[] } | undefined)?.dataSource ?? []).map((option) => option.value);
  return options.length > 0 ? options : ['SELF'];
}

/** The choices a factor row lists: a period row's options, a radio or select row's data source. */
function rowOptions(module: Module): { value: string }[] {
  const attrs = module.attrs as { options?: { value: string }[]; dataSource?: { value: string }[] };
  return attrs.options ?? attrs.dataSource ?? [];
}

/** The blocks with which a buyer adds insured people: page 1's insured factors, page 2's insured list. */
const INSURED_BLOCKS = new Set(['insuredElementModule', 'insuredModule']);

/** The order detail's rows of the plan choice (the order-detail route's rows). */
const DETAIL_ROWS = ['insurancePeriod', 'paymentPeriod', 'paymentFrequency', 'insuranceAmount', 'firstYearPremium'];

/** The rows the confirm page and the order detail both show with the same meaning. */
const CONFIRM_ROWS = ['insurancePeriod', 'paymentPeriod', 'paymentFrequency', 'insuranceAmount'];

/**
 * The rows a result page of the template shows in its 订单信息: its insure result blocks' and order
 * info blocks' rows, and the insure result block's defaults (a result link naming no template page).
 */
function resultRowKeys(template: TemplateConfig): string[] {
  const configured = templateModules(template).flatMap((module) => {
    const attrs = module.attrs as { showOrderInfo?: boolean; orderInfoRows?: string[]; rows?: string[] };
    if (module.component === 'insureResult') return attrs.showOrderInfo ? (attrs.orderInfoRows ?? []) : [];
    return module.component === 'orderInfo' ? (attrs.rows ?? []) : [];
  });
  return [...new Set([...configured, ...(RESULT_DEFAULTS.orderInfoRows ?? [])])];
}

/** Random combinations beyond the covering array (property-based samples), reproducible per plan. */
const SAMPLES_PER_PLAN = 40;

function sampledRows(sizes: readonly number[], name: string): number[][] {
  const seed = Array.from(name).reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, 7);
  return fc.sample(fc.tuple(...sizes.map((size) => fc.integer({ min: 0, max: size - 1 }))), { numRuns: SAMPLES_PER_PLAN, seed });
}

/** A combination with nothing but `factors` and `frequency` chosen: no rider, default amounts, a man the plan insures, as holder. */
function plainCombination(space: PlanChoiceSpace, factors: Readonly<Record<string, string>>, frequency: BuyerCombination['frequency']): BuyerCombination {
  return { factors, frequency, ticks: [], amounts: [], insured: { birthday: space.birthdays.find((edge) => edge.admitted)?.birthday ?? '1990-01-01', gender: 'M' }, relation: 'SELF' };
}

/** A space this small is tried whole; a larger one on a pairwise covering array. */
const WHOLE_SPACE_AT_MOST = 400;

interface Outcome {
  readonly priced?: { readonly text: string; readonly initialPremium: number; readonly nextPremium: number | undefined; readonly payType: number };
  readonly refused?: { readonly code: number; readonly message: string };
}

/** The dimensions of a plan's space as lists of values, in the order a combination is assembled from. */
function dimensions(space: PlanChoiceSpace, plan: Plan, asksBirthday: boolean, asksGender: boolean, relations: readonly string[]) {
  const optional = initialCheckStates(plan).map(({ productId, liabilityCode }) => ({ productId, liabilityCode }));
  const subsets = allRows(optional.map(() => 2)).map((row) => optional.filter((_, index) => row[index] === 1));
  return [
    space.factorTuples,
    space.frequencies.length > 0 ? space.frequencies : [undefined],
    subsets,
    ...space.amounts.map((dimension) => dimension.amounts.map((fen) => ({ productId: dimension.productId, ...(dimension.liabilityCode ? { liabilityCode: dimension.liabilityCode } : {}), control: dimension.control, fen }))),
    relations,
    asksGender ? space.genders : [undefined],
    asksBirthday ? space.birthdays : [undefined],
    space.insuredCounts.filter((edge) => edge.admitted).map((edge) => edge.count),
  ] as const;
}

describe.each(testDatabases().filter((target) => target.name === 'pglite'))('every choice a buyer can make on every seeded product ($name)', (target) => {
  let t: TestApp;
  const counts: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    // The number of combinations tried per product, for the record of what this suite proves.
    console.info(`choice space: ${counts.join('; ')}`);
    await t.close();
  });

  const outcome = async (name: 'getPremium' | 'premiumCalculate', body: object, tenant: string, read: (reply: Record<string, unknown>) => Outcome['priced']): Promise<Outcome> => {
    const reply = (await callApi(t, name, body, { tenant })).json() as Record<string, unknown>;
    if (reply.success === true) return { priced: read(reply) };
    return { refused: { code: Number(reply.code), message: String(reply.message) } };
  };
  /** A promotion as the buyer app opens it: its template, goods, plans and the factors its pages ask for. */
  const openPromotion = async (promotionId: string, tenant: string) => {
    const template = (await postApi(t.app, `/v1/insure/queryGoodsTemplateConfig?promotionId=${promotionId}`, { promotionId }, tenant)).json().result as TemplateConfig;
    const goodsId = template.goodsId ?? '';
    const plans = (await callApi(t, 'queryGoodsPlanList', { goodsId }, { tenant })).json().value.planList as Plan[];
    const keys = askedFactors(template);
    return {
      template,
      goodsId,
      plans,
      asked: [...keys.holder, ...keys.insured, ...keys.common],
      today: todayInShanghai(t.clock.now()),
      startDate: tomorrowInShanghai(t.clock.now()),
    };
  };
  const shown = (result: Record<string, number> | undefined) =>
    result && { text: premiumDisplayText(result), initialPremium: result.initialPremium ?? Number.NaN, nextPremium: result.nextPremium, payType: result.payType ?? Number.NaN };

  it.each(SEED_PROMOTIONS.map((promotion) => [promotion.promotionId, promotion.tenant] as const))(
    '%s: page 1 shows what the order is priced at, for every combination its plans offer',
    async (promotionId, tenant) => {
      const { template, goodsId, plans, asked, today, startDate } = await openPromotion(promotionId, tenant);
      let tried = 0;
      for (const plan of plans) {
        const config: PlanConfig = await loadPlanConfig(t.db, tenant, plan.planId, goodsId);
        const space = deriveChoiceSpace(config, { askedFactors: asked, startDate });
        const dims = dimensions(space, plan, asked.includes('birthday'), asked.includes('gender'), relationsOf(template));
        const sizes = dims.map((values) => values.length);
        const whole = sizes.reduce((product, size) => product * size, 1);
        const rows = whole <= WHOLE_SPACE_AT_MOST ? allRows(sizes) : [...pairwiseRows(sizes), ...sampledRows(sizes, `${promotionId}/${plan.planId}`)];
        for (const row of rows) {
          const pick = <T,>(index: number) => (dims[index] as readonly T[])[row[index] as number] as T;
          const count = pick<number>(dims.length - 1);
          const birthday = pick<PlanChoiceSpace['birthdays'][number] | undefined>(dims.length - 2);
          const gender = pick<'M' | 'F' | undefined>(dims.length - 3);
          const combination: BuyerCombination = {
            factors: pick(0),
            frequency: pick(1),
            ticks: pick(2),
            amounts: space.amounts.map((_, index) => pick(3 + index)),
            insured: { ...(birthday ? { birthday: birthday.birthday } : {}), ...(gender ? { gender } : {}) },
            relation: pick(dims.length - 4),
            count,
          };
          const state = buyerState(template, goodsId, plan, combination, today);
          const label = `${promotionId} ${plan.planId} ${JSON.stringify(combination.factors)} ${combination.frequency ?? ''} ticks=${combination.ticks.map((tick) => tick.liabilityCode).join(',')} amounts=${state.amounts.map((amount) => amount.sumInsured).join(',')} ${JSON.stringify(combination.insured)} ×${count}`;
          const ordered = await outcome('premiumCalculate', state.order, tenant, (reply) => shown(reply.result as Record<string, number>));
          if (state.trial) {
            const trial = await outcome('getPremium', state.trial, tenant, (reply) => shown(trialAsResult(reply.value as PremiumTrialItem[], combination.frequency)));
            // (a) What page 1 shows is what the order is priced at, or both refuse alike.
            expect(trial, label).toEqual(ordered);
          }
          // (d) Nothing the page offers is refused as invalid input; the rules' refusals open the 温馨提示 dialog.
          if (ordered.refused) expect(REMINDER_DIALOG_CODES as readonly number[], `${label}: ${ordered.refused.message}`).toContain(ordered.refused.code);
          if (birthday && !birthday.admitted) expect(ordered.refused?.message, label).toMatch(/不在可投保范围内/);
          if (birthday?.admitted && ordered.refused) expect(ordered.refused.message, label).toMatch(/暂不支持\d+周岁/);
          tried += 1;
        }
      }
      counts.push(`${promotionId} ${tried}`);
      expect(tried).toBeGreaterThan(0);
    },
    240_000,
  );
  it.each(SEED_PROMOTIONS.map((promotion) => [promotion.promotionId, promotion.tenant] as const))(
    '%s: offers only what the product accepts, and what it refuses is not offered',
    async (promotionId, tenant) => {
      const { template, goodsId, plans, asked, today, startDate } = await openPromotion(promotionId, tenant);
      const modules = templateModules(template);
      let checked = 0;
      for (const plan of plans) {
        const config = await loadPlanConfig(t.db, tenant, plan.planId, goodsId);
        const space = deriveChoiceSpace(config, { askedFactors: asked, startDate });
        const rows = modules.filter((module) => module.formKey !== undefined && asked.includes(module.formKey) && config.factors.some((factor) => factor.code === module.formKey));
        for (const tuple of space.factorTuples) {
          for (const row of rows) {
            const code = row.formKey as string;
            const link = config.links.find((candidate) => candidate.targetCode === code && tuple[candidate.triggerCode] !== undefined);
            let linked: readonly string[] | undefined;
            if (link) {
              // As the page asks when the trigger changes: the linked factor's choices for the trigger's value.
              const reply = (await callApi(t, 'queryDynamicFactor', { goodsId, planId: plan.planId, factorCode: link.triggerCode, factorValue: tuple[link.triggerCode], dynamicFactorMap: tuple }, { tenant })).json();
              linked = parseLinkedFactors(reply.result.dynamicFactorResultJson as string)[code]?.values;
            }
            const offered = offeredOptions(rowOptions(row), linked).map((option) => option.value);
            const factor = config.factors.find((candidate) => candidate.code === code);
            const resolved = Object.fromEntries(config.factors.slice(0, config.factors.indexOf(factor as PlanConfig['factors'][number])).map((before) => [before.code, tuple[before.code] ?? before.defaultValue]));
            const accepted = factor ? factorChoices(config, factor, resolved).options.map((option) => option.value) : [];
            expect(offered.length, `${promotionId} ${plan.planId} ${code} under ${JSON.stringify(tuple)}`).toBeGreaterThan(0);
            for (const value of offered) expect(accepted, `${promotionId} ${plan.planId} offers ${code}=${value} under ${JSON.stringify(tuple)}`).toContain(value);
            checked += 1;
          }
        }
        // A combination the product forbids is refused with the product's words, and no row offers it.
        for (const tuple of space.refusedTuples) {
          const combination = plainCombination(space, tuple, space.frequencies[0]);
          const state = buyerState(template, goodsId, plan, combination, today);
          const reply = (await callApi(t, 'premiumCalculate', state.order, { tenant })).json();
          expect(reply, JSON.stringify(tuple)).toMatchObject({ success: false, code: 40000 });
          expect(reply.message).toMatch(/的取值「.+」不可选/);
          checked += 1;
        }
        // The insured blocks let the buyer add as many people as the plan insures and no more; a count past
        // either limit is refused with the spec's message.
        const limits = effectiveInsuredCountLimits({ min: plan.minInsuredCount, max: plan.maxInsuredCount });
        for (const module of modules.filter((candidate) => INSURED_BLOCKS.has(candidate.component))) {
          const attrs = module.attrs as { minCount?: number; maxCount?: number };
          const offered = insuredCountLimits(plan, { minCount: attrs.minCount ?? 1, maxCount: attrs.maxCount ?? 1 });
          expect(offered.max, `${promotionId} ${module.id} lets the buyer add up to ${offered.max}`).toBeLessThanOrEqual(limits.max);
          expect(offered.min, `${promotionId} ${module.id} asks for at least ${offered.min}`).toBeGreaterThanOrEqual(limits.min);
          checked += 1;
        }
        for (const edge of space.insuredCounts.filter((candidate) => !candidate.admitted)) {
          const combination = { ...plainCombination(space, space.factorTuples[0] ?? {}, space.frequencies[0]), relation: relationsOf(template).find((relation) => relation !== 'SELF') ?? 'SELF', count: edge.count };
          const reply = (await callApi(t, 'premiumCalculate', buyerState(template, goodsId, plan, combination, today).order, { tenant })).json();
          expect(reply, `${promotionId} ${plan.planId} ${edge.count} insured`).toMatchObject({ success: false, code: 20000, message: checkInsuredCount(edge.count, { min: plan.minInsuredCount, max: plan.maxInsuredCount }) });
          checked += 1;
        }
        // The payment block offers the plan's frequencies; one the plan refuses is never sent, whatever was kept.
        for (const module of modules.filter((candidate) => candidate.component === 'paymentPlan')) {
          for (const option of planFrequencyOptions((module.attrs as { frequencyOptions: { value: PaymentFrequency }[] }).frequencyOptions, plan)) {
            expect(config.paymentFrequencies, `${promotionId} ${plan.planId} offers ${option.value}`).toContain(option.value);
            checked += 1;
          }
        }
        for (const frequency of PAYMENT_FREQUENCIES.filter((candidate) => !config.paymentFrequencies.includes(candidate))) {
          expect(frequencyForPlan(plan, frequency)).toBe(config.defaultPaymentFrequency);
          const combination = plainCombination(space, space.factorTuples[0] ?? {}, frequency);
          const reply = (await callApi(t, 'premiumCalculate', buyerState(template, goodsId, plan, combination, today).order, { tenant })).json();
          expect(reply).toMatchObject({ success: false, code: 40000, message: `「缴费方式」的取值「${frequency}」不可选` });
          checked += 1;
        }
        // The insured's birthday picker offers exactly the ages the plan insures on the day cover starts.
        const accepted = { min: space.birthdays.find((edge) => edge.edge === 'oldest')?.birthday, max: space.birthdays.find((edge) => edge.edge === 'youngest')?.birthday };
        for (const module of modules.filter((candidate) => candidate.formKey === 'birthday' && (candidate.attrs as { ageRange?: unknown }).ageRange)) {
          const offered = dateBounds(module.attrs as Parameters<typeof dateBounds>[0], today);
          expect(offered.min >= (accepted.min ?? ''), `${promotionId} ${module.id} offers ${offered.min}, the plan insures from ${accepted.min}`).toBe(true);
          expect(offered.max <= (accepted.max ?? '9999'), `${promotionId} ${module.id} offers ${offered.max}, the plan insures to ${accepted.max}`).toBe(true);
          checked += 1;
        }
      }
      expect(checked).toBeGreaterThan(0);
    },
    120_000,
  );
  it.each(SEED_PROMOTIONS.map((promotion) => [promotion.promotionId, promotion.tenant] as const))(
    '%s: a submitted order stores and shows exactly the choices and the premium it was priced at',
    async (promotionId, tenant) => {
      const { template, goodsId, plans, asked, today, startDate } = await openPromotion(promotionId, tenant);
      const relations = relationsOf(template);
      let submitted = 0;
      for (const plan of plans) {
        const config = await loadPlanConfig(t.db, tenant, plan.planId, goodsId);
        const space = deriveChoiceSpace(config, { askedFactors: asked, startDate });
        const optional = initialCheckStates(plan).map(({ productId, liabilityCode }) => ({ productId, liabilityCode }));
        // Every factor combination and frequency, with every rider ticked at its largest amount, the
        // insured a woman of 36 (or a man), alternately the holder themself and another relation.
        for (const [index, tuple] of space.factorTuples.entries()) {
          for (const frequency of space.frequencies) {
            const relation = relations[(index + submitted) % relations.length] ?? 'SELF';
            const gender = submitted % 2 === 0 ? 'F' : 'M';
            // One person, or a family up to the plan's largest, in turn.
            const counts = space.insuredCounts.filter((edge) => edge.admitted).map((edge) => edge.count);
            const count = counts[submitted % counts.length] ?? 1;
            const combination: BuyerCombination = {
              factors: tuple,
              frequency,
              ticks: optional,
              amounts: space.amounts.flatMap((dimension) => {
                const largest = [...dimension.amounts].reverse().find((fen) => allowedAmount(dimension.control, fen) !== undefined);
                return largest === undefined ? [] : [{ productId: dimension.productId, ...(dimension.liabilityCode ? { liabilityCode: dimension.liabilityCode } : {}), control: dimension.control, fen: largest }];
              }),
              insured: { birthday: '1990-06-15', gender },
              relation,
              count,
            };
            const label = `${promotionId} ${plan.planId} ${JSON.stringify(tuple)} ${frequency} ${relation} ×${count}`;
            const state = buyerState(template, goodsId, plan, combination, today);
            const priced = (await callApi(t, 'premiumCalculate', state.order, { tenant })).json();
            expect(priced.success, `${label}: ${priced.message}`).toBe(true);
            const body = buildSubmitOrder({
              values: withIdentities(state.values, gender),
              plan,
              packages: state.packages,
              paymentFrequency: frequency,
              goodsId,
              goodsName: template.goodsName,
              promotionId,
              companyHolder: isCompanyHolder(template),
              initialPremium: priced.result.initialPremium,
            });
            const reply = (await callApi(t, 'submitOrder', body, { tenant, headers: { 'idempotency-key': `choice-space-${label}` } })).json();
            expect(reply.success, `${label}: ${reply.message}`).toBe(true);
            const orderNo = reply.result.pageActionList[0].data.orderNo as string;
            const detail = (await callApi(t, 'queryOrderByOrderNoForShow', { orderNo }, { tenant })).json().result as OrderDetail;
            // (b) The stored order holds the factors the buyer chose and the premium page 1 showed.
            for (const [code, value] of Object.entries(tuple)) {
              if (code === 'insurancePeriod' || code === 'paymentPeriod') expect(detail[code], `${label} stored ${code}`).toBe(value);
            }
            expect(detail.paymentFrequency, label).toBe(frequency);
            expect(detail.insuredList?.length, `${label} stored insureds`).toBe(count);
            const yearly = priced.result.payType === 1;
            expect(detail.firstYearPremium, label).toBe(yearly ? priced.result.initialPremium : priced.result.totalPremium);
            expect(detail.insuranceAmount, label).toBe(priced.result.totalSumInsured);
            // (c) What the order detail shows of them, row by row, is what the buyer chose.
            const rows = Object.fromEntries(orderSummaryRows(DETAIL_ROWS, orderDetailFacts(detail)).map((row) => [row.key, row.text]));
            for (const code of ['insurancePeriod', 'paymentPeriod'] as const) {
              if (tuple[code]) expect(rows[code], `${label} shows ${code}`).toBe(formatInsurancePeriod(tuple[code]));
            }
            expect(rows.paymentFrequency, label).toBe(frequency === 'year' ? ORDER_MESSAGES.yearly : ORDER_MESSAGES.monthly);
            // Cover starts on the day it was priced for (tomorrow: no start date was chosen) and runs the chosen period.
            const dates = Object.fromEntries(orderSummaryRows(['insuranceStartDate', 'insuranceEndDate'], orderDetailFacts(detail)).map((row) => [row.key, row.text]));
            expect(dates.insuranceStartDate, `${label} 保障起期`).toBe(startDate);
            if (tuple.insurancePeriod) expect(dates.insuranceEndDate, `${label} 保障止期`).toBe(insuranceEndDate(startDate, tuple.insurancePeriod));
            // The confirm page, built from the flow before the order was sent, showed the same choices and amount.
            const confirm = flowOrderFacts({ goodsName: template.goodsName, plan, request: state.order, result: priced.result, frequency: frequencyForPlan(plan, frequency ?? null), values: state.values, flow: {}, mockPremium: undefined });
            const confirmRows = Object.fromEntries(orderSummaryRows(CONFIRM_ROWS, confirm).map((row) => [row.key, row.text]));
            expect(confirmRows, label).toEqual(Object.fromEntries(Object.entries(rows).filter(([key]) => CONFIRM_ROWS.includes(key))));
            if (yearly) expect(orderFactText('premium', confirm), label).toBe(rows.firstYearPremium);
            // The cashier charges the first payment the confirm page showed.
            const pay = (await callApi(t, 'queryQueryPayNextUrl', { orderNo }, { tenant })).json().result as { nextUrl: string };
            const charged = Number(new URL(pay.nextUrl, 'http://localhost').searchParams.get('amount'));
            expect(charged, `${label} cashier`).toBe(priced.result.initialPremium);
            expect(formatPremium(charged, { withUnit: true }), `${label} cashier`).toBe(orderFactText('initialPremium', confirm));
            // The result page's 订单信息 shows the same choices, the amount charged and the names masked.
            const filled = withIdentities(state.values, gender);
            const holderName = String((filled.policyHolder as { name: string }).name);
            const insuredNames = (filled.insured as { holderRelation: string; name?: string }[]).map((person) => maskName(person.holderRelation === 'SELF' ? holderName : String(person.name)));
            const expected: Record<string, string | undefined> = {
              ...confirmRows,
              orderNo,
              goodsName: template.goodsName,
              premium: formatPremium(charged, { withUnit: true }),
              initialPremium: formatPremium(charged, { withUnit: true }),
              firstYearPremium: rows.firstYearPremium,
              holderName: maskName(holderName),
              insuredNames: insuredNames.join('、'),
            };
            const keys = resultRowKeys(template);
            const shownOnResult = Object.fromEntries(orderSummaryRows(keys, resultOrderFacts(detail, template.goodsName)).map((row) => [row.key, row.text]));
            for (const key of keys.filter((candidate) => expected[candidate] !== undefined && !(candidate === 'firstYearPremium' && yearly && keys.includes('initialPremium')))) {
              expect(shownOnResult[key], `${label} result ${key}`).toBe(expected[key]);
            }
            submitted += 1;
          }
        }
      }
      counts.push(`${promotionId} submitted ${submitted}`);
      expect(submitted).toBeGreaterThan(0);
    },
    120_000,
  );
});
