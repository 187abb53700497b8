import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmartQuestionAnswer } from '../../../schema/entities/smart-question-answer';
import { seedTenants } from '../../seed/seed-tenants';
import { postApi } from '../../testing/call-api';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testDatabases } from '../../testing/test-databases';
import { seedHealth } from './seed';
import type { Questionnaire } from './question-graph';
import { saveQuestionnaire } from './save-questionnaire';
import { SEED_QUESTIONNAIRE, SEED_SMART_QUESTION_NO } from './seed-questionnaire';

describe.each(testDatabases())('smart questionnaire on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: [seedTenants, seedHealth] });
  });
  afterAll(async () => t.close());

  const post = (path: string, payload: object, tenant = 'health') => postApi(t.app, `/v1/smartQuestion/${path}`, payload, tenant);
  const start = async (tenant = 'health'): Promise<string> => (await post('getQuestionnaire', { smartQuestionNo: SEED_SMART_QUESTION_NO }, tenant)).json().result.applyNo;
  const answer = (applyNo: string, ...questionAnswers: SmartQuestionAnswer[]) => post('loopQuestionnaire', { applyNo, questionAnswers });
  const nextNos = async (reply: Promise<{ json: () => { result: { nextQuestions: { qtNo: string }[] } } }>) => (await reply).json().result.nextQuestions.map((q) => q.qtNo);

  it('starts with an applyNo and the disease picker', async () => {
    const response = await post('getQuestionnaire', { smartQuestionNo: SEED_SMART_QUESTION_NO, orderNo: 'ORD-1' });
    expect(response.statusCode).toBe(200);
    const { result } = response.json();
    expect(result.applyNo).toMatch(/^SQ[0-9A-F]{24}$/);
    expect(result).toMatchObject({ finished: false, allowInsure: null });
    expect(result.nextQuestions).toEqual([
      expect.objectContaining({ qtNo: 'D01', questionType: 'ASSOCIATED', enterFlag: false, applyNo: result.applyNo, attributes: { textMaxNum: 20 } }),
    ]);
    expect(result.nextQuestions[0].qtOptionList).toHaveLength(4);
  });

  it('refuses an unknown questionnaire', async () => {
    const response = await post('getQuestionnaire', { smartQuestionNo: 'XD-NOPE' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, code: 40400, message: '获取智能问卷失败' });
  });

  it('walks mild thyroid answers through every branch question to allow', async () => {
    const applyNo = await start();
    expect(await nextNos(answer(applyNo, { qtNo: 'D01', qtOptions: ['1'] }))).toEqual(['T01']);
    expect(await nextNos(answer(applyNo, { qtNo: 'T01', enterQtNo: 'T01', qtOptions: ['2'] }))).toEqual(['T02']);
    expect(await nextNos(answer(applyNo, { qtNo: 'T02', enterQtNo: 'T01', qtOptions: ['1'] }))).toEqual(['T03']);
    const toText = (await answer(applyNo, { qtNo: 'T03', qtOptions: ['5'] })).json().result.nextQuestions;
    expect(toText).toEqual([expect.objectContaining({ qtNo: 'T04', questionType: 'TEXT', attributes: { textMaxNum: 200, rows: 4 } })]);
    const done = (await answer(applyNo, { qtNo: 'T04', manualValue: '2026年9月于市人民医院复查，医生建议每年随访' })).json();
    expect(done).toEqual({
      success: true,
      code: 0,
      result: { applyNo, nextQuestions: [], finished: true, allowInsure: true, conclusion: '根据您的回答，被保险人符合本产品的投保要求，可继续投保' },
    });
  });

  it('asks two branches side by side, accepts a partial round, and allows when both end mildly', async () => {
    const applyNo = await start();
    expect(await nextNos(answer(applyNo, { qtNo: 'D01', qtOptions: ['2', '3'] }))).toEqual(['B01', 'H01']);
    expect(await nextNos(answer(applyNo, { qtNo: 'H01', manualValue: '138' }))).toEqual(['B01', 'H02']);
    expect(await nextNos(answer(applyNo, { qtNo: 'B01', qtOptions: ['2'] }, { qtNo: 'H02', qtOptions: ['5'] }))).toEqual(['B02', 'H03']);
    expect(await nextNos(answer(applyNo, { qtNo: 'B02', qtOptions: ['1', '2'] }, { qtNo: 'H03', qtOptions: ['3'] }))).toEqual(['B03', 'H04']);
    const done = (await answer(applyNo, { qtNo: 'B03', manualValue: '6' }, { qtNo: 'H04', manualValue: '氨氯地平5mg每日一次，服用2年' })).json().result;
    expect(done).toMatchObject({ finished: true, allowInsure: true, nextQuestions: [] });
  });

  it('refuses on a severe answer and then refuses any further answer', async () => {
    const applyNo = await start();
    await answer(applyNo, { qtNo: 'D01', qtOptions: ['3'] });
    const refused = (await answer(applyNo, { qtNo: 'H01', manualValue: '182' })).json().result;
    expect(refused).toEqual({ applyNo, nextQuestions: [], finished: true, allowInsure: false, conclusion: '收缩压达到160mmHg及以上，血压控制不佳，暂不符合投保要求' });
    const again = await answer(applyNo, { qtNo: 'H02', qtOptions: ['5'] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, code: 40900, message: '问卷已结束，不能继续作答' });
  });

  it('refuses a disease the questionnaire does not cover', async () => {
    const applyNo = await start();
    expect((await answer(applyNo, { qtNo: 'D01', qtOptions: ['1', '4'] })).json().result).toMatchObject({ finished: true, allowInsure: false });
  });

  it('refuses invalid answers and stores nothing of the round', async () => {
    const applyNo = await start();
    const refusal = async (...answers: SmartQuestionAnswer[]) => {
      const response = await answer(applyNo, ...answers);
      expect(response.statusCode).toBe(400);
      return response.json().message;
    };
    expect(await refusal({ qtNo: 'D01', qtOptions: ['9'] })).toBe('「请输入并选择被保险人所患的疾病或异常（可多选）」没有选项 9');
    expect(await refusal({ qtNo: 'T01', qtOptions: ['1'] })).toBe('问题 T01 不是当前需要回答的问题');
    expect(await refusal({ qtNo: 'D01', qtOptions: ['1'] }, { qtNo: 'D01', qtOptions: ['2'] })).toBe('问题 D01 重复作答');
    await answer(applyNo, { qtNo: 'D01', qtOptions: ['1', '3'] });
    expect(await refusal({ qtNo: 'H01', manualValue: '1400' })).toBe('「近3个月内测量的最高收缩压（高压）是多少mmHg？」长度不能超过3个字符');
    expect(await refusal({ qtNo: 'H01', manualValue: '很高' })).toBe('「近3个月内测量的最高收缩压（高压）是多少mmHg？」格式不正确');
    expect(await refusal({ qtNo: 'T01', enterQtNo: 'H01', qtOptions: ['1'] })).toBe('「最近一次甲状腺超声报告中，结节的TI-RADS分级是？」的入口问题编号不正确');
    // A bad answer in a round rolls back the good one beside it.
    expect(await refusal({ qtNo: 'T01', qtOptions: ['1'] }, { qtNo: 'H01', manualValue: 'x' })).toContain('格式不正确');
    const stored = (await post('getAnswers', { applyNo })).json().result.answers;
    expect(stored.map((entry: { answer: SmartQuestionAnswer }) => entry.answer.qtNo)).toEqual(['D01']);
  });

  it('refuses a long text beyond textMaxNum', async () => {
    const applyNo = await start();
    await answer(applyNo, { qtNo: 'D01', qtOptions: ['1'] });
    await answer(applyNo, { qtNo: 'T01', qtOptions: ['1'] });
    await answer(applyNo, { qtNo: 'T02', qtOptions: ['1'] });
    await answer(applyNo, { qtNo: 'T03', qtOptions: ['5'] });
    const response = await answer(applyNo, { qtNo: 'T04', manualValue: '甲'.repeat(201) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('「请填写最近一次甲状腺检查的时间、医院及医生意见」长度不能超过200个字符');
  });

  it('refuses an unknown applyNo and a body without answers', async () => {
    const unknown = await answer('SQ000', { qtNo: 'D01', qtOptions: ['1'] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, code: 40400, message: '问卷详情不存在' });
    expect((await post('getAnswers', { applyNo: 'SQ000' })).statusCode).toBe(404);
    const empty = await post('loopQuestionnaire', { applyNo: 'SQ000', questionAnswers: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].path).toBe('/questionAnswers');
    expect((await post('loopQuestionnaire', { applyNo: 'SQ000', questionAnswers: [{ qtNo: 'D01' }] })).statusCode).toBe(400);
  });

  it('gives the answers back in the order given, each with its question', async () => {
    const applyNo = await start();
    t.clock.advance(60_000);
    await answer(applyNo, { qtNo: 'D01', qtOptions: ['3'] });
    await answer(applyNo, { qtNo: 'H01', enterQtNo: 'H01', manualValue: ' 128 ' });
    const { result } = (await post('getAnswers', { applyNo })).json();
    expect(result.applyNo).toBe(applyNo);
    expect(result.answers).toEqual([
      { question: expect.objectContaining({ qtNo: 'D01', title: '请输入并选择被保险人所患的疾病或异常（可多选）', applyNo }), answer: { qtNo: 'D01', qtOptions: ['3'] } },
      { question: expect.objectContaining({ qtNo: 'H01', questionType: 'INPUT', enterFlag: true }), answer: { qtNo: 'H01', enterQtNo: 'H01', manualValue: '128' } },
    ]);
    const times = await t.db.query<{ answered_at: Date }>('SELECT answered_at FROM smart_question_session_answers WHERE apply_no = $1', [applyNo]);
    expect(times.rows.map((row) => new Date(row.answered_at).toISOString())).toEqual([t.clock.now().toISOString(), t.clock.now().toISOString()]);
  });

  it('keeps sessions per tenant: another tenant can neither answer nor read them', async () => {
    const applyNo = await start('ba');
    expect((await post('loopQuestionnaire', { applyNo, questionAnswers: [{ qtNo: 'D01', qtOptions: ['1'] }] }, 'health')).statusCode).toBe(404);
    expect((await post('getAnswers', { applyNo }, 'health')).statusCode).toBe(404);
    expect((await post('loopQuestionnaire', { applyNo, questionAnswers: [{ qtNo: 'D01', qtOptions: ['1'] }] }, 'ba')).statusCode).toBe(200);
    expect((await post('getAnswers', { applyNo }, 'ba')).json().result.answers).toHaveLength(1);
  });

  it('keeps questionnaires per tenant: one tenant’s questionnaire is unknown to the other', async () => {
    const own: Questionnaire = { ...SEED_QUESTIONNAIRE, smartQuestionNo: 'XD-BA-ONLY', name: '百安专属问卷' };
    await t.db.transaction((tx) => saveQuestionnaire(tx, 'ba', own));
    expect((await post('getQuestionnaire', { smartQuestionNo: 'XD-BA-ONLY' }, 'ba')).statusCode).toBe(200);
    expect((await post('getQuestionnaire', { smartQuestionNo: 'XD-BA-ONLY' }, 'health')).statusCode).toBe(404);
  });

  it('takes one of two simultaneous rounds for the same question and refuses the other', async () => {
    const applyNo = await start();
    const replies = await Promise.all([answer(applyNo, { qtNo: 'D01', qtOptions: ['1'] }), answer(applyNo, { qtNo: 'D01', qtOptions: ['2'] })]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 400]);
    expect((await post('getAnswers', { applyNo })).json().result.answers).toHaveLength(1);
  });
});
