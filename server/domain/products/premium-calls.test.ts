import type { Product } from '../../../schema/entities/product';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MONTHLY_INSTALMENTS } from '../../../shared/constants';
import { postApi } from '../../testing/call-api';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testDatabases } from '../../testing/test-databases';
import { calculatePremium } from './premium-service';
import { HEALTH_PRODUCT_IDS } from './seed-data/health-goods';
import { LIFE_PRODUCT_IDS } from './seed-data/life-goods';
import { PROPERTY_PRODUCT_IDS } from './seed-data/property-goods';
import { WAN, YUAN } from './seed-data/builders';
import { basicHealthOrder, chosen, insured, lifeOrder, plusHealthOrder, propertyOrder, type CalculationBody } from '../../testing/order-bodies';

const PREMIUM = '/v1/insure/premiumCalculate';
const IDS = HEALTH_PRODUCT_IDS;

describe.each(testDatabases())('premiumCalculate on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t.close());

  const calculate = async (body: CalculationBody | Record<string, unknown>, tenant = 'health') => {
    const response = await postApi(t.app, PREMIUM, body, tenant);
    return { status: response.statusCode, reply: response.json() };
  };
  const refused = async (body: CalculationBody, code: number, message: string | RegExp) => {
    const { reply } = await calculate(body);
    expect(reply).toMatchObject({ success: false, code });
    expect(reply.message).toMatch(message);
  };

  it('prices the basic health plan monthly from the rate tables: first month plus 11 instalments', async () => {
    const { status, reply } = await calculate(basicHealthOrder());
    expect(status).toBe(200);
    // Man of 36 with social insurance: general medical 298 yuan and critical illness 89 yuan a year,
    // each instalment 106/1200 of it: 26.32 + 7.86 yuan.
    expect(reply.result).toMatchObject({ payType: 2, initialPremium: 3418, nextPremium: 3418, totalPremium: 3418 * 12, totalSumInsured: 600 * WAN });
    expect(reply.result.insuredList).toEqual([{ holderRelation: 'SELF', selected: true, premium: 41016, initialPremium: 3418, nextPremium: 3418, sumInsured: 600 * WAN }]);
  });

  it('adds optional liabilities, prices each insured of a family and leaves unselected ones out', async () => {
    const body = basicHealthOrder([chosen(IDS.basicMain, [['L-PROTON'], ['L-DRUG']])], {
      insuredList: [{ holderRelation: 'SELF' }, insured('2018-05-01', 'F'), insured('1960-01-01', 'M', { selected: false, premium: 1 })],
    });
    const { reply } = await calculate(body);
    const [self, child, skipped] = reply.result.insuredList;
    expect(self.nextPremium).toBe(4001);
    expect(child.nextPremium).toBeGreaterThan(0);
    expect(skipped).toEqual({ holderRelation: 'CHILD', selected: false, person: { name: '张小明', birthday: '1960-01-01', gender: 'M' } });
    expect(reply.result.nextPremium).toBe(self.nextPremium + child.nextPremium);
    expect(reply.result.totalPremium).toBe(reply.result.initialPremium + MONTHLY_INSTALMENTS * reply.result.nextPremium);
    expect(reply.result.totalSumInsured).toBe(2 * 600 * WAN);
  });

  it('charges the upgraded plan a promotional first month and prices the social insurance factor', async () => {
    const withSocial = (await calculate(plusHealthOrder())).reply.result;
    expect(withSocial.initialPremium).toBe(1 * YUAN);
    expect(withSocial.totalPremium).toBe(YUAN + MONTHLY_INSTALMENTS * withSocial.nextPremium);
    const without = (await calculate(plusHealthOrder(undefined, { extraInfo: { commonFactors: { socialSecurity: 'N' } } }))).reply.result;
    expect(without.nextPremium).toBeGreaterThan(withSocial.nextPremium * 1.7);
  });

  it('prices yearly when asked and offered, the plan default when none is asked, and refuses a frequency the plan does not offer', async () => {
    const yearly = (await calculate(basicHealthOrder(undefined, { paymentFrequency: 'year' }))).reply.result;
    expect(yearly).toMatchObject({ payType: 1, initialPremium: 29_800 + 8_900, totalPremium: 29_800 + 8_900 });
    expect(yearly.nextPremium).toBeUndefined();
    expect((await calculate(lifeOrder(100 * WAN))).reply.result.payType).toBe(1);
    await refused(lifeOrder(100 * WAN, { paymentFrequency: 'month' }), 40000, '「缴费方式」的取值「month」不可选');
  });

  it('prices term life per 10,000 yuan of cover from the row of the age, gender and periods', async () => {
    const { rows } = await t.db.query<{ rate: number }>(
      `SELECT rate FROM rate_table_rows WHERE tenant_code = 'health' AND rate_table_code = 'RT-LIFE-MAIN'
          AND age_min = 36 AND gender = 'M' AND insurance_period = '30-Y' AND payment_period = '20-Y'`,
    );
    const rate = rows[0]?.rate ?? 0;
    const body = lifeOrder(150 * WAN, { insurePeriod: '30-Y', extraInfo: { commonFactors: { paymentPeriod: '20-Y' } } }, [
      chosen(LIFE_PRODUCT_IDS.accident, [['L-ACC', 50 * WAN]]),
    ]);
    const { reply } = await calculate(body);
    // 150 units of 10,000 yuan, plus accident cover at 1.50 yuan per 10,000 yuan.
    expect(reply.result).toMatchObject({ payType: 1, initialPremium: rate * 150 + 150 * 50, totalSumInsured: 150 * WAN });
  });

  it('prices home insurance with fixed sums, an optional liability and a typed-in rider sum', async () => {
    expect((await calculate(propertyOrder())).reply.result).toMatchObject({ payType: 1, totalPremium: 11_600, totalSumInsured: 85 * WAN });
    const body = propertyOrder([chosen(PROPERTY_PRODUCT_IDS.main, [['L-THIRD']]), chosen(PROPERTY_PRODUCT_IDS.theft, [['L-THEFT', 50_000 * YUAN]])]);
    expect((await calculate(body)).reply.result.totalPremium).toBe(11_600 + 1_500 + 12_500);
  });

  it('is deterministic and is the same function the orders domain calls', async () => {
    const body = basicHealthOrder(undefined, { insuredList: [{ holderRelation: 'SELF' }, insured('2000-02-29', 'F')] });
    const first = (await calculate(body)).reply.result;
    expect((await calculate(body)).reply.result).toEqual(first);
    expect(await calculatePremium(t.db, 'health', body, t.clock.now())).toEqual(first);
  });

  it('reads birthday and gender from an ID number and ages on the insurance start day', async () => {
    const person = { certType: 'I' as const, certNo: '110105201805010024' };
    const fromId = (await calculate(basicHealthOrder(undefined, { insuredList: [{ holderRelation: 'CHILD', person }] }))).reply.result;
    const stated = (await calculate(basicHealthOrder(undefined, { insuredList: [insured('2018-05-01', 'F')] }))).reply.result;
    expect(fromId.totalPremium).toBe(stated.totalPremium);
    // Born 1990-03-07: 36 on 2026-11-22, but priced as 40 (band 36-40 vs 41-45) when cover starts in 2031.
    const later = (await calculate(basicHealthOrder(undefined, { insuranceStartDate: Date.parse('2031-03-07T00:00:00+08:00') }))).reply.result;
    expect(later.nextPremium).toBeGreaterThan(3418);
  });

  it('prices home insurance before its insured owner is identified; age-rated products still ask for the birthday', async () => {
    const nobody = { holder: { person: { name: '陈静' } }, insuredList: [{ holderRelation: 'SPOUSE' }] };
    const home = await calculate(propertyOrder(undefined, nobody));
    expect(home.reply.success).toBe(true);
    expect(home.reply.result.totalPremium).toBeGreaterThan(0);
    const identified = await calculate(propertyOrder(undefined, { insuredList: [insured('1985-03-20', 'F')] }));
    expect(identified.reply.result.totalPremium).toBe(home.reply.result.totalPremium);
    await refused(lifeOrder(50 * WAN, nobody), 40000, '请填写被保人1的出生日期');
    // A submitted order must name a person whose age the limits can be checked on.
    await expect(calculatePremium(t.db, 'health', propertyOrder(undefined, nobody), t.clock.now(), { requireAge: true })).rejects.toThrow('请填写被保人1的出生日期');
    // The owner's age still counts once it is known: home insurance is for adults up to 80.
    await refused(propertyOrder(undefined, { insuredList: [insured('2015-01-01', 'F')] }), 20000, /不在可投保范围内/);
  });

  it('refuses what the plan rules forbid with the 温馨提示 code 20000', async () => {
    const seven = Array.from({ length: 7 }, () => insured('1995-01-01', 'F'));
    await refused(basicHealthOrder(undefined, { insuredList: seven }), 20000, '被保人数量不能超过6人');
    await refused(basicHealthOrder(undefined, { insuredList: [{ holderRelation: 'SELF' }, { holderRelation: 'self' }] }), 20000, '两个本人');
    await refused(basicHealthOrder(undefined, { insuredList: [insured('1950-01-01', 'M')] }), 20000, /不在可投保范围内（出生满30天至65周岁）/);
    await refused(basicHealthOrder(undefined, { insuredList: [insured('2026-11-10', 'M')] }), 20000, /出生满30天/);
    await refused(basicHealthOrder([chosen(IDS.basicMain, [['L-DRUG']])]), 20000, '投保「恶性肿瘤院外特定药品费用保险金」须同时投保「质子重离子医疗保险金」');
    await refused(plusHealthOrder([chosen(IDS.plusMain, [['L-PROTON']])]), 20000, '须同时投保或同时不投保');
    const both = chosen(IDS.plusOutpatient, [['L-OPD-IN', 2000 * YUAN], ['L-OPD-ALL', 2000 * YUAN]]);
    await refused(plusHealthOrder([chosen(IDS.plusMain), both]), 20000, '不能同时投保');
    await refused(lifeOrder(100 * WAN, { insuredList: [insured('1971-01-01', 'M')], insurePeriod: '30-Y', extraInfo: { commonFactors: { paymentPeriod: '30-Y' } } }), 20000, /暂不支持55周岁/);
  });

  it('refuses riders their visibility rules hide for these insureds', async () => {
    const allowance = chosen(IDS.basicAllowance, [['L-ALLOW', 100 * YUAN]]);
    await refused(basicHealthOrder([chosen(IDS.basicMain), allowance], { insuredList: [insured('1963-01-01', 'M')] }), 20000, '「附加住院津贴保险」不适用于当前被保人');
    const family = chosen(IDS.plusFamily);
    await refused(plusHealthOrder([chosen(IDS.plusMain), family]), 20000, '附加家庭共享免赔额保险');
    const ok = (await calculate(plusHealthOrder([chosen(IDS.plusMain), family], { insuredList: [{ holderRelation: 'SELF' }, insured('2018-05-01', 'F')] }))).reply;
    expect(ok.success).toBe(true);
    const infant = chosen(IDS.plusOutpatient, [['L-OPD-IN', 1000 * YUAN]]);
    await refused(plusHealthOrder([chosen(IDS.plusMain), infant], { insuredList: [{ holderRelation: 'SELF' }, insured('2026-06-01', 'M')] }), 20000, '附加门急诊医疗保险');
  });

  it('refuses missing or invalid factors and choices with 40000', async () => {
    await refused(basicHealthOrder(undefined, { insuredList: [{ holderRelation: 'CHILD', person: { name: '王芳' } }] }), 40000, '请填写被保人1的出生日期');
    await refused(basicHealthOrder(undefined, { insuredList: [{ holderRelation: 'CHILD', person: { birthday: '2000-01-01' } }] }), 40000, '请选择被保人1的性别');
    await refused(basicHealthOrder(undefined, { extraInfo: { commonFactors: { socialSecurity: 'X' } } }), 40000, '「有无社保」的取值「X」不可选');
    await refused(lifeOrder(12 * WAN), 40000, '「身故或全残保险金」的保额不在可选范围内');
    await refused(lifeOrder(100 * WAN, {}, [chosen(LIFE_PRODUCT_IDS.accident)]), 40000, '请选择「意外身故或伤残保险金」的保额');
    await refused(lifeOrder(100 * WAN, {}, [chosen(LIFE_PRODUCT_IDS.accident, [['L-ACC', 15 * WAN]])]), 40000, '不在可选范围内');
    await refused(plusHealthOrder([chosen(IDS.plusMain), chosen(IDS.plusOutpatient)]), 40000, '请至少选择「附加门急诊医疗保险」的一项保障责任');
    await refused(basicHealthOrder([chosen('PR-NOWHERE')]), 40000, '产品「PR-NOWHERE」不属于所选产品包');
    await refused(basicHealthOrder([chosen(IDS.basicMain, [['L-NOPE']])]), 40000, '责任「L-NOPE」不属于产品');
    await refused(basicHealthOrder(undefined, { packageList: [] }), 40000, '请选择投保的产品包');
    await refused(basicHealthOrder(undefined, { insurePeriod: '5-Y' }), 40000, '「保障期间」的取值「5-Y」不可选');
  });

  it('refuses an order whose factors contradict each other instead of picking one', async () => {
    const withMain = (product: Partial<Product>, extra: Partial<CalculationBody> = {}): CalculationBody => ({
      ...lifeOrder(50 * WAN, extra),
      packageList: [{ productPackageId: LIFE_PRODUCT_IDS.package, productPackageCode: LIFE_PRODUCT_IDS.package, productList: [chosen(LIFE_PRODUCT_IDS.main, [], { sumInsured: 50 * WAN, ...product })] }],
    });
    // The plan's default 20-year payment left in the product's fields beside the chosen 10-year one.
    const stale = { paymentPeriod: 20, paymentPeriodUnitType: 'Y' as const, dynamicFactorMap: { paymentPeriod: '10-Y' } };
    await refused(withMain(stale, { insurePeriod: '30-Y' }), 40000, '「缴费期间」有两个不一致的取值「10-Y」与「20-Y」，请重新选择');
    // The order's insurance period against the product's own.
    await refused(withMain({ insurancePeriod: 20, insurancePeriodUnitType: 'Y' }, { insurePeriod: '30-Y' }), 40000, '「保障期间」有两个不一致的取值「30-Y」与「20-Y」');
    // Two order-level statements of the insurance period.
    await refused(lifeOrder(50 * WAN, { insurePeriod: '30-Y', extraInfo: { insurancePeriod: '20-Y' } }), 40000, '「保障期间」有两个不一致的取值「20-Y」与「30-Y」');
    // Agreeing statements, however written, price as one, and as the order-level statement alone does.
    const agreeing = await calculate(withMain({ paymentPeriod: 10, paymentPeriodUnitType: 'Y', dynamicFactorMap: { paymentPeriod: '10-y' } }, { insurePeriod: '30-Y' }));
    expect(agreeing.reply.success).toBe(true);
    const stated = await calculate(lifeOrder(50 * WAN, { insurePeriod: '30-Y', extraInfo: { commonFactors: { paymentPeriod: '10-Y' } } }));
    expect(agreeing.reply.result.totalPremium).toBe(stated.reply.result.totalPremium);
  });

  it('refuses unknown plans and bad bodies', async () => {
    const unknown = await calculate(basicHealthOrder(undefined, { planId: 'P-NOPE' }));
    expect(unknown).toMatchObject({ status: 404, reply: { success: false, code: 40400, message: '方案「P-NOPE」不存在或已下架' } });
    expect((await calculate(basicHealthOrder(undefined, { goodsId: 'G-LIFE-001' }))).reply.code).toBe(40400);
    const { planId: _planId, ...noPlan } = basicHealthOrder();
    const bad = await calculate(noPlan);
    expect(bad.status).toBe(400);
    expect(bad.reply.message).toContain('planId');
  });

  it('prices each tenant from its own rate tables and never sees another tenant’s plans', async () => {
    const health = (await calculate(propertyOrder(), 'health')).reply.result.totalPremium;
    const ba = (await calculate(propertyOrder(), 'ba')).reply.result.totalPremium;
    expect(ba).toBe(Math.round((health * 95) / 100));
    await t.db.query(
      `INSERT INTO plans (tenant_code, plan_id, goods_id, plan_name, sales_name, insured_age_begin, insured_age_end, payment_frequencies, default_payment_frequency)
       VALUES ('health', 'P-HEALTH-ONLY', 'G-PROP-001', '健康保专属方案', '专属版', '18-Y', '80-Y', '{year}', 'year')`,
    );
    const other = await calculate(propertyOrder(undefined, { planId: 'P-HEALTH-ONLY' }), 'ba');
    expect(other).toMatchObject({ status: 404, reply: { code: 40400 } });
  });
});
