import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PLANS } from '../../seed/seed-ids';
import { seedTenants } from '../../seed/seed-tenants';
import { postApi } from '../../testing/call-api';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testDatabases } from '../../testing/test-databases';
import { saveNotice } from './save-notice';
import { seedHealth } from './seed';

const basic = SEED_PLANS.healthBasic;
const life = SEED_PLANS.lifeStandard;

describe.each(testDatabases())('health notices on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    // Only what this domain needs, so the suite does not depend on other domains' seeds.
    t = await createTestApp(target, { seed: [seedTenants, seedHealth] });
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: object, tenant = 'health') => postApi(t.app, url, payload, tenant);

  it('answers the insured health notice of a medical plan with its questions and smart underwriting', async () => {
    const response = await post('/v1/insure/queryNoticeQuestion', { noticeType: 'healthNotice', planId: basic.planId, noticeObjectType: 'insured', promotionId: 'health-baiwan' });
    expect(response.statusCode).toBe(200);
    const { success, code, result } = response.json();
    expect({ success, code }).toEqual({ success: true, code: 0 });
    expect(result).toMatchObject({ header: '健康告知', noticeType: 'healthNotice', noticeObjectType: 'insured', isSupportSmartUnderwriting: true, xdQuestionCode: 'XD-HEALTH-001' });
    expect(result.noticeDetailList.length).toBeGreaterThanOrEqual(5);
    expect(result.noticeDetailList.length).toBeLessThanOrEqual(8);
    expect(result.noticeDetailList[0]).toEqual({ questionCode: 'HN01', noticeContent: expect.stringContaining('住院') });
    expect(result.noticeDetailList.find((detail: { questionCode: string }) => detail.questionCode === 'HN03').smartQuestionNo).toBe('XD-HEALTH-001');
    expect(result.paramList).toEqual([
      { paramName: 'insuredName', paramType: 2, paramValue: 'insured[0].name' },
      { paramName: 'companyName', paramType: 1, paramValue: '健康保' },
    ]);
    expect(result.smartQuestionContent).toContain('智能核保');
    expect(result.noticeQuestion).toMatch(/^<ol><li>/);
  });

  it('answers the holder notice, the agent notice and the agent declaration with a link parameter', async () => {
    const holder = (await post('/v1/insure/queryNoticeQuestion', { noticeType: 'healthNotice', planId: basic.planId, noticeObjectType: 'holder' })).json().result;
    expect(holder).toMatchObject({ header: '投保人告知', noticeObjectType: 'holder', isSupportSmartUnderwriting: false });
    const agent = (await post('/v1/insure/queryNoticeQuestion', { noticeType: 'healthNotice', planId: basic.planId, noticeObjectType: 'agent' })).json().result;
    expect(agent.noticeDetailList).toHaveLength(4);
    const declaration = (await post('/v1/insure/queryNoticeQuestion', { noticeType: 'agentDeclaration', planId: basic.planId, noticeObjectType: 'agent' })).json().result;
    expect(declaration.header).toBe('营销员声明');
    expect(declaration.noticeDetailList).toBeUndefined();
    expect(declaration.paramList).toContainEqual({ paramName: 'regulationUrl', paramType: 3, paramValue: 'https://www.nfra.gov.cn/' });
    expect(declaration.content).toContain('{regulationUrl}');
  });

  it('answers the health notice query for the insured by default, and the life plan without smart underwriting', async () => {
    const medical = (await post('/v1/insure/queryHealthNotice', { planId: SEED_PLANS.healthPlus.planId })).json();
    expect(medical.result).toMatchObject({ noticeObjectType: 'insured', isSupportSmartUnderwriting: true });
    const lifeNotice = (await post('/v1/insure/queryHealthNotice', { planId: life.planId, noticeObjectType: 'insured' })).json().result;
    expect(lifeNotice).toMatchObject({ isSupportSmartUnderwriting: false, header: '健康及财务告知' });
    expect(lifeNotice.xdQuestionCode).toBeUndefined();
    expect(lifeNotice.smartQuestionContent).toBeUndefined();
  });

  it('answers the underwriting questions of a plan under its goods, in the value envelope', async () => {
    const response = await post('/latestGoods/queryUnderwritingQuestionInfo', { goodsId: basic.goodsId, planId: basic.planId });
    expect(response.statusCode).toBe(200);
    const { value } = response.json();
    expect(value).toMatchObject({ isSupportSmartUnderwriting: true, xdQuestionCode: 'XD-HEALTH-001' });
    expect(value.noticeDetailList.map((detail: { questionCode: string }) => detail.questionCode)).toEqual(['HN01', 'HN02', 'HN03', 'HN04', 'HN05', 'HN06', 'HN07']);
  });

  it('refuses a plan asked for under other goods, an unconfigured notice and an unknown plan', async () => {
    const wrongGoods = await post('/latestGoods/queryUnderwritingQuestionInfo', { goodsId: life.goodsId, planId: basic.planId });
    expect(wrongGoods.statusCode).toBe(404);
    expect(wrongGoods.json()).toEqual({ success: false, code: 40400, message: '该方案未配置此告知' });
    expect((await post('/v1/insure/queryNoticeQuestion', { noticeType: 'healthNotice', planId: life.planId, noticeObjectType: 'holder' })).statusCode).toBe(404);
    expect((await post('/v1/insure/queryHealthNotice', { planId: SEED_PLANS.propertyStandard.planId })).statusCode).toBe(404);
    expect((await post('/v1/insure/queryHealthNotice', { planId: 'P-NOPE' })).statusCode).toBe(404);
  });

  it('answers a bad body with 400 naming the field', async () => {
    const response = await post('/v1/insure/queryNoticeQuestion', { noticeType: 'healthNotice', planId: basic.planId, noticeObjectType: 'beneficiary' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].path).toBe('/noticeObjectType');
    expect((await post('/latestGoods/queryUnderwritingQuestionInfo', { planId: basic.planId })).statusCode).toBe(400);
  });

  it('keeps tenants apart: each sees its own notices only', async () => {
    const ba = (await post('/v1/insure/queryHealthNotice', { planId: basic.planId }, 'ba')).json().result;
    expect(ba.paramList).toContainEqual({ paramName: 'companyName', paramType: 1, paramValue: '百安保险' });
    await t.db.transaction((tx) =>
      saveNotice(tx, 'ba', { planId: 'P-BA-ONLY', goodsId: 'G-BA', notice: { noticeType: 'healthNotice', noticeObjectType: 'insured', header: '百安专属告知' } }),
    );
    expect((await post('/v1/insure/queryHealthNotice', { planId: 'P-BA-ONLY' }, 'ba')).json().result.header).toBe('百安专属告知');
    expect((await post('/v1/insure/queryHealthNotice', { planId: 'P-BA-ONLY' }, 'health')).statusCode).toBe(404);
  });

  it('seeds idempotently', async () => {
    const count = async () => (await t.db.query<{ n: number }>('SELECT (SELECT count(*) FROM health_notices) + (SELECT count(*) FROM health_notice_details) + (SELECT count(*) FROM smart_question_edges) AS n')).rows[0]?.n;
    const before = await count();
    await t.db.transaction(seedHealth);
    expect(await count()).toBe(before);
  });
});
