// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { ok, renderApp, until, withCleanApp, type AppAnswer, type AskedCall } from '../../app/testing/render-app';

const TEMPLATE_CALL = '/v1/insure/queryGoodsTemplateConfig';
const ORDER_CALL = '/v1/insure/queryOrderDetail';
const ORDER_NO = 'H20261125000001';
const SEARCH = `?promotionId=health-baiwan&from=health&orderNo=${ORDER_NO}`;

const row = (formKey: string, label: string) => ({ id: `row-${formKey}`, component: 'inputItem', label, formKey, isDefault: true, attrs: { placeholder: label } });

/** One page: the policyholder's rows, among them the plain work unit and the personal name, number and phone. */
const TEMPLATE = {
  schemaVersion: 2,
  themeColor: '#1677ff',
  insuranceCategory: 'healthInsurance',
  pageList: [
    {
      id: 'info',
      pageOrder: 1,
      label: '填写投保信息',
      moduleList: [
        {
          id: 'holder',
          component: 'policyHolderModule',
          label: '投保人信息',
          formKey: 'policyHolder',
          isDefault: true,
          attrs: {},
          children: [row('name', '姓名'), row('certiNo', '证件号码'), row('phone', '手机号码'), row('workUnit', '工作单位')],
        },
      ],
    },
  ],
};

/** The order as the server replies with it: personal values masked (server/domain/orders/display/mask-value.ts). */
const ORDER = {
  orderNo: ORDER_NO,
  encryptOrderNo: 'enc-token-1',
  planId: 'plan-b',
  paymentFrequency: 'year',
  insurePeriod: '1-Y',
  holder: {
    person: { name: '张*', certType: 'I', certNo: '1101*************4', gender: 'M', birthday: '****-**-**', phone: '138****8000', workUnit: '东方科技有限公司', area: ['110000', '110100', '110105'], address: '建国路*******' },
    noticeQuestion: [{ noticeType: 'healthNotice', noticeObjectType: 'holder', noticeDetailList: [{ noticeContent: '是否患有高血压？', noticeAnswer: 'N' }], allowInsure: true }],
  },
  insuredList: [
    {
      holderRelation: 'child',
      person: { name: '张**', certType: 'I', certNo: '1101*************6', gender: 'F', birthday: '****-**-**' },
      allowInsure: false,
      beneficiaryType: 'designated',
      beneficiaryList: [{ person: { name: '李*', certType: 'I', certNo: '3301*************2' }, insuredRelation: 'parent', benefitOrder: 1, benefitRatio: 100 }],
    },
  ],
  packageList: [
    {
      packageCode: 'PK1',
      productList: [{ productId: 'prod-1', productName: '百万医疗', planConfigLiabilityList: [{ liabilityCode: 'L1', liabilityName: '一般医疗', sumInsured: 300_000_000 }, { liabilityCode: 'L9', liabilityName: '质子重离子' }] }],
    },
  ],
  extraInfo: {
    trailElementData: [
      { type: 'holder' },
      { type: 'insured', insuredList: [{ gender: 'F', birthday: '****-**-**', socialSecurity: 'Y' }] },
      { type: 'common', insurancePeriod: '1-Y', paymentPeriod: '1-Y' },
    ],
  },
};

const stored = (key: string): unknown => JSON.parse(sessionStorage.getItem(key) ?? 'null');
const input = (container: HTMLElement, placeholder: string) => container.querySelector<HTMLInputElement>(`input[placeholder="${placeholder}"]`);
const holderShown = (container: HTMLElement) => expect(input(container, '工作单位')).not.toBeNull();
const orderCalls = (asked: readonly AskedCall[]) => asked.filter((call) => call.url === ORDER_CALL);

describe('the template page opened with an order in its address (spec section 4, order loading)', () => {
  withCleanApp();
  beforeAll(() => import('antd-mobile'), 60_000);

  it('fills the form, trial and health-notice data from the order, showing 正在加载订单... until it has arrived', async () => {
    let answer: (reply: AppAnswer) => void = () => undefined;
    const reply = new Promise<AppAnswer>((resolve) => {
      answer = resolve;
    });
    const app = renderApp(`/h${SEARCH}`, { [TEMPLATE_CALL]: ok(TEMPLATE), [ORDER_CALL]: () => reply });
    await until(() => expect(app.container.querySelector('[role="status"]')?.textContent).toContain('正在加载订单...'));
    expect(input(app.container, '工作单位')).toBeNull();

    answer(ok(ORDER));
    await until(() => holderShown(app.container));
    expect(app.container.textContent).not.toContain('正在加载订单...');
    expect(orderCalls(app.asked).map((call) => call.body)).toEqual([{ needAllInsured: true, orderNo: ORDER_NO }]);
    expect(input(app.container, '工作单位')?.value).toBe('东方科技有限公司');
    expect(stored('ORDER_DATA')).toEqual({
      policyHolder: { certiType: 'I', gender: 'M', workUnit: '东方科技有限公司', area: ['110000', '110100', '110105'] },
      insured: [
        {
          certiType: 'I',
          gender: 'F',
          holderRelation: 'child',
          allowInsure: false,
          beneficiaryType: 'designated',
          beneficiaryList: [{ certiType: 'I', insuredRelation: 'parent', benefitOrder: 1, benefitRatio: 100 }],
        },
      ],
      trailElement: [{ type: 'holder' }, [{ gender: 'F', socialSecurity: 'Y' }], { type: 'common', insurancePeriod: '1-Y', paymentPeriod: '1-Y' }],
    });
    expect(stored('HN_holder')).toEqual({ allowInsure: true, answers: ['N'] });
    expect(stored('HN_insured_0')).toEqual({ allowInsure: false });
    expect(stored('STATE')).toMatchObject({ planId: 'plan-b', orderNo: ORDER_NO, encryptOrderNo: 'enc-token-1', clauseAgreed: false });
    expect(stored('PAYMENT_FREQUENCY')).toBe('year');
    expect(stored('LIABILITY_CHECKS')).toEqual([
      { productId: 'prod-1', liabilityCode: 'L1', checked: true, disabled: false },
      { productId: 'prod-1', liabilityCode: 'L9', checked: true, disabled: false },
    ]);
    expect(stored('SUM_INSURED_CHOICES')).toEqual([{ productId: 'prod-1', liabilityCode: 'L1', sumInsured: 300_000_000 }]);
  });

  it('never fills a field with a value the reply masked: the fields stay empty and a note asks for them again', async () => {
    const app = renderApp(`/h${SEARCH}`, { [TEMPLATE_CALL]: ok(TEMPLATE), [ORDER_CALL]: ok(ORDER) });
    await until(() => holderShown(app.container));
    for (const placeholder of ['姓名', '证件号码', '手机号码']) expect(input(app.container, placeholder)?.value).toBe('');
    expect(JSON.stringify(stored('ORDER_DATA'))).not.toContain('*');
    expect(stored('HN_holder')).toMatchObject({ allowInsure: true });
    expect(app.container.querySelector('[role="note"]')?.textContent).toBe('为保护您的个人信息，订单中已隐藏的姓名、证件号码、出生日期、手机号码、详细地址未带入，请重新填写');
  });

  it.each(['template', 'simulate'])('skips the load in %s mode: the page opens without asking for the order', async (mode) => {
    const app = renderApp(`/h${SEARCH}&mode=${mode}`, { [TEMPLATE_CALL]: ok(TEMPLATE), [ORDER_CALL]: ok(ORDER) });
    await until(() => holderShown(app.container));
    expect(orderCalls(app.asked)).toEqual([]);
    expect(input(app.container, '工作单位')?.value).toBe('');
    expect(JSON.stringify(stored('ORDER_DATA'))).not.toContain('东方科技有限公司');
    expect(stored('HN_holder')).toBeNull();
  });

  it('skips the load in preview mode, where the editor hands the page its template', async () => {
    const app = renderApp(`/h${SEARCH}&mode=preview`, { [TEMPLATE_CALL]: ok(TEMPLATE), [ORDER_CALL]: ok(ORDER) });
    await until(() => expect(app.container.textContent).not.toBe(''));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(orderCalls(app.asked)).toEqual([]);
    expect(stored('ORDER_DATA')).toBeNull();
  });

  it('uses up the disable-once flag: the flag is cleared and this one load skipped, the next one made', async () => {
    sessionStorage.setItem('ORDER_LOAD_DISABLED_ONCE', '1');
    const first = renderApp(`/h${SEARCH}`, { [TEMPLATE_CALL]: ok(TEMPLATE), [ORDER_CALL]: ok(ORDER) });
    await until(() => holderShown(first.container));
    expect(orderCalls(first.asked)).toEqual([]);
    expect(input(first.container, '工作单位')?.value).toBe('');
    expect(sessionStorage.getItem('ORDER_LOAD_DISABLED_ONCE')).toBeNull();

    const second = renderApp(`/h${SEARCH}`, { [TEMPLATE_CALL]: ok(TEMPLATE), [ORDER_CALL]: ok(ORDER) });
    await until(() => expect(input(second.container, '工作单位')?.value).toBe('东方科技有限公司'));
    expect(orderCalls(second.asked)).toHaveLength(1);
  });

  it("keeps the tab's own, newer session data for that order: nothing is loaded over it", async () => {
    sessionStorage.setItem('ORDER_DATA', JSON.stringify({ policyHolder: { name: '张伟', workUnit: '西方贸易有限公司' } }));
    sessionStorage.setItem('STATE', JSON.stringify({ stepedPage: 1, clauseAgreed: true, openRenewal: false, orderNo: ORDER_NO }));
    const app = renderApp(`/h${SEARCH}`, { [TEMPLATE_CALL]: ok(TEMPLATE), [ORDER_CALL]: ok(ORDER) });
    await until(() => holderShown(app.container));
    expect(orderCalls(app.asked)).toEqual([]);
    expect(input(app.container, '姓名')?.value).toBe('张伟');
    expect(input(app.container, '工作单位')?.value).toBe('西方贸易有限公司');
  });

  it("tells a failed load by the server's message as a toast, and the page opens usable with nothing filled", async () => {
    const app = renderApp(`/h${SEARCH}`, { [TEMPLATE_CALL]: ok(TEMPLATE), [ORDER_CALL]: { status: 404, data: { success: false, code: 404, message: '订单不存在' } } });
    await until(() => holderShown(app.container));
    expect(app.toasts).toEqual(['订单不存在']);
    expect(input(app.container, '工作单位')?.value).toBe('');
    expect(app.container.querySelector('[role="note"]')).toBeNull();
  });

  it.each([
    ['offline', 'offline' as const],
    ['refused without a message', { status: 500, data: { success: false, code: 500 } }],
  ])('says 网络错误 when the load fails %s', async (_case, failure) => {
    const app = renderApp(`/h${SEARCH}`, { [TEMPLATE_CALL]: ok(TEMPLATE), [ORDER_CALL]: failure });
    await until(() => holderShown(app.container));
    expect(app.toasts).toEqual(['网络错误']);
  });
});
