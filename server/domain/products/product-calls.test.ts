import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_GOODS, SEED_PLANS } from '../../seed/seed-ids';
import { postApi } from '../../testing/call-api';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testDatabases } from '../../testing/test-databases';
import { seedProducts } from './seed';
import { WAN } from './seed-data/builders';
import { HEALTH_PRODUCT_IDS } from './seed-data/health-goods';
import { basicHealthOrder, lifeOrder, plusHealthOrder } from '../../testing/order-bodies';

const HEALTH = { goodsId: SEED_GOODS.health.goodsId, basic: SEED_PLANS.healthBasic.planId, plus: SEED_PLANS.healthPlus.planId };
const LIFE = { goodsId: SEED_GOODS.life.goodsId, planId: SEED_PLANS.lifeStandard.planId };

function trialPackage(factors: [string, string, string][], products: { productId: string; productCode: string; premiumCalculateLiabilityList: never[] }[] = [{ productId: HEALTH_PRODUCT_IDS.basicMain, productCode: 'AXBWYL-M', premiumCalculateLiabilityList: [] }]) {
  return {
    productPackageId: HEALTH_PRODUCT_IDS.basicPackage,
    productPackageCode: 'BWYL-BASIC',
    premiumFactorList: factors.map(([type, code, value]) => ({ type, code, value })),
    premiumCalculateProductList: products,
  };
}

describe.each(testDatabases())('product calls on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t.close());

  const post = async (path: string, body: unknown, tenant = 'health') => {
    const response = await postApi(t.app, path, body as object, tenant);
    return { status: response.statusCode, reply: response.json() };
  };

  it('getPremium prices each product of a trial with the premium premiumCalculate charges per instalment', async () => {
    const factors: [string, string, string][] = [['insured', 'birthday', '1990-03-07'], ['insured', 'gender', 'M'], ['common', 'socialSecurity', 'Y']];
    const { status, reply } = await post('/order/premiumCalculate/getPremium', { goodsId: HEALTH.goodsId, planId: HEALTH.basic, premiumCalculatePackageList: [trialPackage(factors)] });
    expect(status).toBe(200);
    expect(reply).toEqual({ success: true, code: 0, value: [{ productPackageId: HEALTH_PRODUCT_IDS.basicPackage, productId: HEALTH_PRODUCT_IDS.basicMain, productCode: 'AXBWYL-M', premium: 3418 }] });
    const yearly = await post('/order/premiumCalculate/getPremium', {
      goodsId: HEALTH.goodsId,
      planId: HEALTH.basic,
      premiumCalculatePackageList: [trialPackage([...factors, ['common', 'paymentFrequency', 'year']])],
    });
    expect(yearly.reply.value[0].premium).toBe(29_800 + 8_900);
  });

  it('getPremium refuses a trial without the insured birthday and unknown plans', async () => {
    const missing = await post('/order/premiumCalculate/getPremium', { goodsId: HEALTH.goodsId, planId: HEALTH.basic, premiumCalculatePackageList: [trialPackage([['common', 'socialSecurity', 'Y']])] });
    expect(missing.reply).toMatchObject({ success: false, code: 40000, message: '请填写被保人1的出生日期' });
    const unknown = await post('/order/premiumCalculate/getPremium', { goodsId: HEALTH.goodsId, planId: 'P-NOPE', premiumCalculatePackageList: [trialPackage([])] });
    expect(unknown.status).toBe(404);
  });

  it('getPremium states the promotional first month of a monthly plan, as premiumCalculate charges it', async () => {
    const factors: [string, string, string][] = [['insured', 'birthday', '1990-03-07'], ['insured', 'gender', 'M'], ['common', 'socialSecurity', 'Y'], ['common', 'paymentFrequency', 'month']];
    const products = [{ productId: HEALTH_PRODUCT_IDS.plusMain, productCode: 'AXBWYL-P', premiumCalculateLiabilityList: [] }];
    const pkg = { ...trialPackage(factors, products), productPackageId: HEALTH_PRODUCT_IDS.plusPackage };
    const { reply } = await post('/order/premiumCalculate/getPremium', { goodsId: HEALTH.goodsId, planId: HEALTH.plus, premiumCalculatePackageList: [pkg] });
    const items = reply.value as { premium: number; initialPremium?: number }[];
    const order = (await post('/v1/insure/premiumCalculate', plusHealthOrder())).reply.result;
    expect(items.reduce((sum, item) => sum + item.premium, 0)).toBe(order.nextPremium);
    expect(items.reduce((sum, item) => sum + (item.initialPremium ?? item.premium), 0)).toBe(order.initialPremium);
    expect(order.initialPremium).toBe(100);
    // Paid yearly there is no first month to state.
    const yearly = await post('/order/premiumCalculate/getPremium', { goodsId: HEALTH.goodsId, planId: HEALTH.plus, premiumCalculatePackageList: [{ ...pkg, premiumFactorList: pkg.premiumFactorList.map((factor) => (factor.code === 'paymentFrequency' ? { ...factor, value: 'year' } : factor)) }] });
    expect((yearly.reply.value as { initialPremium?: number }[]).every((item) => item.initialPremium === undefined)).toBe(true);
  });

  it('getPremium refuses a trial that states one factor twice with different values', async () => {
    const factors: [string, string, string][] = [['insured', 'birthday', '1990-03-07'], ['insured', 'gender', 'M'], ['common', 'socialSecurity', 'Y'], ['holder', 'socialSecurity', 'N']];
    const twice = await post('/order/premiumCalculate/getPremium', { goodsId: HEALTH.goodsId, planId: HEALTH.basic, premiumCalculatePackageList: [trialPackage(factors)] });
    expect(twice.status).toBe(400);
    expect(twice.reply).toMatchObject({ success: false, code: 40000, message: '「有无社保」有两个不一致的取值「Y」与「N」，请重新选择' });
    const same = await post('/order/premiumCalculate/getPremium', { goodsId: HEALTH.goodsId, planId: HEALTH.basic, premiumCalculatePackageList: [trialPackage([...factors.slice(0, 3), ['holder', 'socialSecurity', 'Y']])] });
    expect(same.reply.success).toBe(true);
  });

  it('benefitCalculate illustrates term life year by year with the comparison figures', async () => {
    const { reply } = await post('/v1/insure/benefitCalculate', lifeOrder(100 * WAN, { insurePeriod: '20-Y' }));
    const table = reply.result;
    expect(table.titles).toEqual(['保单年度', '被保人年龄', '当年保费', '累计保费', '身故或全残保险金', '现金价值（年末）']);
    expect(table.datas).toHaveLength(20);
    const [first] = table.datas;
    const last = table.datas[19];
    const annual = first.values[0];
    expect(first).toMatchObject({ policyYear: 1, insuredAge: 36 });
    expect(last).toEqual({ policyYear: 20, insuredAge: 55, values: [annual, annual * 20, 100 * WAN, 0] });
    const premium = (await post('/v1/insure/premiumCalculate', lifeOrder(100 * WAN, { insurePeriod: '20-Y' }))).reply.result.totalPremium;
    expect(annual).toBe(premium);
    expect(table.benefitFactors).toEqual({ gender: 'M', age: 36, insurancePeriod: '20-Y', paymentPeriod: '20-Y', sumInsured: 100 * WAN, annualPremium: annual });
    const chart = Object.fromEntries(table.comparisonChartAttr.map((item: { itemCode: string; value: number }) => [item.itemCode, item.value]));
    expect(chart.TOTAL_PREMIUM).toBe(annual * 20);
    expect(chart.TOTAL_BENEFIT).toBe(100 * WAN);
    expect(chart.TOTAL_BENEFIT_D_PREMIUM).toBe(Math.round((100 * WAN * 100) / (annual * 20)) / 100);
  });

  it('benefitCalculate refuses a plan without an illustration', async () => {
    const { status, reply } = await post('/v1/insure/benefitCalculate', basicHealthOrder());
    expect(status).toBe(404);
    expect(reply).toMatchObject({ success: false, code: 40400, message: '该方案暂无利益演示' });
  });

  it('queryDynamicFactor gives the payment periods a new insurance period allows', async () => {
    const link = async (factorValue: string, current: Record<string, string>) => {
      const { reply } = await post('/v1/insure/queryDynamicFactor', { ...LIFE, factorCode: 'insurancePeriod', factorValue, dynamicFactorMap: current });
      return JSON.parse(reply.result.dynamicFactorResultJson);
    };
    const thirty = await link('30-Y', { paymentPeriod: '20-Y' });
    expect(thirty.paymentPeriod.options.map((option: { value: string }) => option.value)).toEqual(['10-Y', '20-Y', '30-Y']);
    expect(thirty.paymentPeriod).toMatchObject({ defaultValue: '30-Y', value: '20-Y' });
    expect((await link('10-Y', { paymentPeriod: '20-Y' })).paymentPeriod).toMatchObject({ defaultValue: '10-Y', value: '10-Y' });
    const health = await post('/v1/insure/queryDynamicFactor', { goodsId: HEALTH.goodsId, planId: HEALTH.basic, factorCode: 'socialSecurity', factorValue: 'N' });
    expect(JSON.parse(health.reply.result.dynamicFactorResultJson)).toEqual({});
    const invalid = await post('/v1/insure/queryDynamicFactor', { ...LIFE, factorCode: 'insurancePeriod', factorValue: '15-Y' });
    expect(invalid.reply).toMatchObject({ success: false, code: 40000, message: '「保障期间」的取值「15-Y」不可选' });
  });

  it('queryClauseInfo lists a plan’s clauses, several for health and one for life', async () => {
    const health = (await post('/latestGoods/queryClauseInfo', { goodsId: HEALTH.goodsId, planId: HEALTH.basic })).reply;
    expect(health.value.map((clause: { label: string }) => clause.label)).toEqual(['《安心百万医疗保险条款》', '《投保须知》']);
    expect(health.value[0]).toMatchObject({ isDefault: true, clauseUrl: '/healthfiles?documentId=DOC-HEALTH-CLAUSE' });
    const life = (await post('/latestGoods/queryClauseInfo', LIFE)).reply;
    expect(life.value).toEqual([{ code: 'LC-MAIN', label: '《守护定期寿险条款》', isDefault: true, clauseUrl: '/healthfiles?documentId=DOC-LIFE-CLAUSE' }]);
    expect((await post('/latestGoods/queryClauseInfo', { goodsId: LIFE.goodsId, planId: HEALTH.basic })).status).toBe(404);
  });

  it('queryInsureNoticeList gives the goods notices and the plan’s own', async () => {
    const basic = (await post('/latestGoods/queryInsureNoticeList', { goodsId: HEALTH.goodsId, planId: HEALTH.basic })).reply.value;
    const plus = (await post('/latestGoods/queryInsureNoticeList', { goodsId: HEALTH.goodsId, planId: HEALTH.plus })).reply.value;
    expect(basic.map((notice: { header: string }) => notice.header)).toEqual(['投保须知', '责任免除', '个人信息保护政策']);
    expect(plus.map((notice: { header: string }) => notice.header)).toContain('首月优惠说明');
    expect(basic[0].paramList).toContainEqual({ paramName: 'holderName', paramType: 2, paramValue: 'policyHolder.name' });
    expect(basic[0].content).toContain('{companyName}');
  });

  it('querySpecialAgreementList follows the chosen products and liabilities', async () => {
    const agreements = async (planId: string, products: { productCode: string; productId: string; liabilityCodeList: string[] }[]) => {
      const body = { goodsId: HEALTH.goodsId, planId, planConfigPackageList: [{ productPackageCode: 'P', productPackageId: 'P', productList: products }] };
      return (await post('/latestGoods/querySpecialAgreementList', body)).reply.value.map((item: { code: string }) => item.code);
    };
    const main = { productCode: 'AXBWYL-M', productId: HEALTH_PRODUCT_IDS.basicMain };
    expect(await agreements(HEALTH.basic, [{ ...main, liabilityCodeList: ['L-GEN', 'L-CI'] }])).toEqual(['SA-H-WAITING', 'SA-H-PREEXISTING']);
    expect(await agreements(HEALTH.basic, [{ ...main, liabilityCodeList: ['L-GEN', 'L-DRUG'] }])).toContain('SA-H-DRUG');
    const outpatient = { productCode: 'AXMJZ-A', productId: HEALTH_PRODUCT_IDS.plusOutpatient, liabilityCodeList: ['L-OPD-IN'] };
    expect(await agreements(HEALTH.plus, [outpatient])).toContain('SA-H-OUTPATIENT');
    expect(await agreements(HEALTH.basic, [outpatient])).not.toContain('SA-H-OUTPATIENT');
  });

  it('serves a goods’ plans with packages, products, liabilities, collocation rows and factors', async () => {
    const { status, reply } = await post('/latestGoods/queryGoodsPlanList', { goodsId: HEALTH.goodsId });
    expect(status).toBe(200);
    const goods = reply.value;
    expect(goods).toMatchObject({ goodsId: HEALTH.goodsId, goodsName: '安心百万医疗险', insuranceCategory: 'healthInsurance' });
    expect(goods.planList.map((plan: { planId: string; salesname: string }) => [plan.planId, plan.salesname])).toEqual([
      [HEALTH.basic, '基础版'],
      [HEALTH.plus, '升级版'],
    ]);
    const basic = goods.planList[0];
    expect(basic).toMatchObject({ minInsuredCount: 1, maxInsuredCount: 6 });
    expect(basic.planConfigMainProductList[0]).toMatchObject({ productId: HEALTH_PRODUCT_IDS.basicMain, sumInsuredType: 'fixed', sumInsuredFormatType: 'wanYuan', insurancePeriod: 1, insurancePeriodUnitType: 'Y' });
    expect(basic.planConfigMainProductList[0].planConfigLiabilityList[0]).toMatchObject({ liabilityCode: 'L-GEN', sumInsured: 300 * WAN, sumInsuredString: '300万元', isOptional: 0 });
    // The reply's schema fills in the default insuredMatch.
    expect(basic.planConfigAdditionProductList[0].collocationRule).toEqual({ effect: 'require', combinator: 'and', conditions: [{ factor: 'insuredAgeYears', max: 60, insuredMatch: 'all' }] });
    expect(basic.liabilityCollocationList).toEqual([
      { productId: HEALTH_PRODUCT_IDS.basicMain, liabilityCode: 'L-DRUG', collocationProductId: HEALTH_PRODUCT_IDS.basicMain, collocationLiabilityCode: 'L-PROTON', collocationType: 4 },
    ]);
    expect(goods.factorList).toContainEqual({ planId: HEALTH.basic, factorCode: 'socialSecurity', factorName: '有无社保', options: [{ value: 'Y', label: '有社保' }, { value: 'N', label: '无社保' }], defaultValue: 'Y' });
    expect((await post('/latestGoods/queryGoodsPlanList', { goodsId: 'G-NOPE' })).status).toBe(404);
  });

  it('keeps each tenant’s products apart', async () => {
    const ba = (await post('/latestGoods/queryGoodsPlanList', { goodsId: HEALTH.goodsId }, 'ba')).reply.value;
    expect(ba.companyName).toBe('百安健康保险股份有限公司');
    await t.db.query(
      `INSERT INTO goods_clauses (tenant_code, goods_id, clause_code, label, clause_url) VALUES ('ba', $1, 'BA-ONLY', '《百安专属条款》', '/healthfiles?documentId=DOC-BA')`,
      [LIFE.goodsId],
    );
    const labels = async (tenant: string) => (await post('/latestGoods/queryClauseInfo', LIFE, tenant)).reply.value.map((clause: { code: string }) => clause.code);
    expect(await labels('ba')).toContain('BA-ONLY');
    expect(await labels('health')).not.toContain('BA-ONLY');
  });

  it('seeds idempotently', async () => {
    const count = async () => (await t.db.query<{ n: number }>('SELECT (SELECT count(*) FROM rate_table_rows) + (SELECT count(*) FROM liabilities) AS n')).rows[0]?.n;
    const before = await count();
    await t.db.transaction(seedProducts);
    expect(await count()).toBe(before);
  });
});
