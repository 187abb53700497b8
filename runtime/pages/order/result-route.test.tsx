// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { RESULT_POLLING_INTERVAL_MS } from '../../../shared/constants';
import ResultRoute from './result-route';
import { ok, renderApp, until, withCleanApp } from '../../app/testing/render-app';
import { NOT_FOUND, renderOrderPage, UNAVAILABLE, wait, type Answer, withFakePageClock } from './testing/render-order-page';

const SEARCH = '?from=health&orderNo=20250101000000000001';
const PROCESSING: Answer = { status: 200, data: { success: true, code: 0, result: { orderNo: '20250101000000000001', issueStatus: 'processing' } } };

const renderResult = (answers: readonly Answer[]) => renderOrderPage('/result/:t?/:m?', '/result', SEARCH, <ResultRoute />, '/v1/insure/queryInsureResult', answers);

describe('the result page of an order the server will not show', () => {
  withFakePageClock();

  it('says 订单不存在 with what to do, instead of 订单处理中..., and stops asking', async () => {
    const page = renderResult([NOT_FOUND]);
    await wait(0);
    const state = page.unavailable();
    expect(state?.textContent).toContain('订单不存在');
    expect(state?.textContent).toContain('订单链接仅能在下单时使用的浏览器中打开');
    expect(page.container.textContent).not.toContain('订单处理中...');
    expect(page.container.textContent).not.toContain('查看订单详情');
    expect(document.title).toBe('订单不存在或链接已失效');
    expect(page.asked).toHaveLength(1);
    // Six polling intervals later: still that one query, still the same words.
    await wait(RESULT_POLLING_INTERVAL_MS * 6);
    expect(page.asked).toHaveLength(1);
    expect(page.unavailable()).not.toBeNull();
    page.unmount();
  });

  it('says 订单不存在或链接已失效 when the refusal has no words of its own', async () => {
    const page = renderResult([{ status: 404, data: { success: false, code: 40400 } }]);
    await wait(0);
    expect(page.unavailable()?.textContent).toContain('订单不存在或链接已失效');
    expect(page.container.textContent).not.toContain('订单处理中...');
    page.unmount();
  });

  it('says only the server\'s words for a refusal that is no missing order (400), and stops asking too', async () => {
    const page = renderResult([{ status: 400, data: { success: false, code: 40000, message: '订单号格式错误' } }]);
    await wait(0);
    expect(page.unavailable()?.textContent).toContain('订单号格式错误');
    expect(page.unavailable()?.textContent).not.toContain('订单链接仅能在下单时使用的浏览器中打开');
    await wait(RESULT_POLLING_INTERVAL_MS * 2);
    expect(page.asked).toHaveLength(1);
    page.unmount();
  });

  it('keeps waiting and asking through an offline moment and a 503, and stops at a 404', async () => {
    const page = renderResult(['offline', UNAVAILABLE, PROCESSING, NOT_FOUND]);
    await wait(0);
    expect(page.container.textContent).toContain('订单处理中...');
    await wait(RESULT_POLLING_INTERVAL_MS);
    expect(page.asked).toHaveLength(2);
    expect(page.container.textContent).toContain('订单处理中...');
    await wait(RESULT_POLLING_INTERVAL_MS);
    expect(page.asked).toHaveLength(3);
    expect(page.container.textContent).toContain('订单处理中...');
    await wait(RESULT_POLLING_INTERVAL_MS);
    expect(page.asked).toHaveLength(4);
    expect(page.unavailable()?.textContent).toContain('订单不存在');
    expect(page.container.textContent).not.toContain('订单处理中...');
    await wait(RESULT_POLLING_INTERVAL_MS * 4);
    expect(page.asked).toHaveLength(4);
    page.unmount();
  });
});

describe('the result page of a promotion\'s order', () => {
  withCleanApp();

  const TEMPLATE_CALL = '/v1/insure/queryGoodsTemplateConfig';
  const RESULT_CALL = '/v1/insure/queryInsureResult';
  const ORDER_CALL = '/order/face/queryOrderByOrderNoForShow';
  const ORDER_NO = '20250101000000000001';
  /** The seeded templates' result page: the block's own texts with the e-policy download, and the hotline. */
  const TEMPLATE = {
    schemaVersion: 2,
    themeColor: '#1677ff',
    insuranceCategory: 'lifeInsurance',
    goodsName: '守护定期寿险',
    pageList: [
      { id: 'page-product', pageOrder: 1, label: '守护定期寿险', moduleList: [{ id: 'steps', component: 'stepsList', label: '流程', isDefault: true, attrs: { steps: [{ title: '填写投保信息' }] } }] },
      {
        id: 'page-result',
        pageOrder: 4,
        pageCode: 'result',
        label: '投保结果',
        moduleList: [
          {
            id: 'result-status',
            component: 'insureResult',
            label: '投保结果',
            isDefault: true,
            attrs: {
              successTitle: '投保成功',
              successText: '保单已生效，电子保单将发送至投保人手机及邮箱；犹豫期15日内可无息退保',
              failTitle: '投保失败',
              showOrderInfo: true,
              orderInfoRows: ['orderNo', 'goodsName', 'premium', 'holderName', 'insuredNames'],
              showPolicyDownload: true,
              downloadText: '下载电子保单',
            },
          },
          { id: 'result-consult', component: 'consultButtons', label: '咨询客服', isDefault: true, attrs: { phoneText: '客服电话', phoneNumber: '95500' } },
        ],
      },
    ],
  };
  /** The e-policy address the reference server gives an issued policy: its printable 保险单, opened by the policy's own token. */
  const E_POLICY_URL = '/api/v1/policy/document?tenant=health&policyNo=P000000000000000001&token=q8Zb3N1x0yR7w2LkT5vA9cD4eF6gH8iJ0kL2mN4oP6s';
  const ISSUED = ok({
    orderNo: ORDER_NO,
    issueStatus: 'success',
    resultStatus: 1,
    policyList: [{ policyNo: 'P000000000000000001', orderNo: ORDER_NO, productName: '守护定期寿险', insuredName: '周**', premium: 20000, ePolicyUrl: E_POLICY_URL }],
  });
  /** The stored simulated order: 2 liabilities at 100 yuan, names masked by the server. */
  const STORED = ok({ orderNo: ORDER_NO, goodsName: '守护定期寿险', paymentFrequency: 'year', firstYearPremium: 20000, holder: { person: { name: '周**' } }, insuredList: [{ person: { name: '周**' } }] });

  it('shows the template\'s result page as configured: its texts, the e-policy download and the hotline', async () => {
    const app = renderApp(`/result?orderNo=${ORDER_NO}&promotionId=health-life&from=health`, { [TEMPLATE_CALL]: ok(TEMPLATE), [RESULT_CALL]: ISSUED, [ORDER_CALL]: STORED });
    await until(() => expect(app.container.textContent).toContain('保单已生效，电子保单将发送至投保人手机及邮箱'));
    expect(app.asked.filter((call) => call.url === TEMPLATE_CALL).map((call) => call.body)).toEqual([{ promotionId: 'health-life' }]);
    // A paid order's policy offers its e-policy, and the button opens the server's document in a new tab.
    const download = app.button('下载电子保单');
    expect(download).toBeDefined();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    download?.click();
    expect(open).toHaveBeenCalledWith(E_POLICY_URL, '_blank', 'noopener');
    open.mockRestore();
    // The hotline block is loaded on demand: on a cold start its code may arrive after the result text.
    await until(() => expect(app.button('客服电话')).toBeDefined());
    expect(app.container.querySelector('[data-component="consultButtons"]')).not.toBeNull();
    expect(app.button('查看订单详情')).toBeDefined();
    expect(document.title).toBe('投保成功');
    // One poll of the result: the route's, shared with the template's block.
    expect(app.asked.filter((call) => call.url === RESULT_CALL)).toHaveLength(1);
  });

  it('lists the stored order in 订单信息: names masked as in the policies, its own premium, not this tab\'s trial', async () => {
    // What the tab still holds: the names in full and the real product's trial premium (176.50).
    sessionStorage.setItem('ORDER_DATA', JSON.stringify({ policyHolder: { name: '周晓燕' }, insured: [{ name: '周晓燕' }] }));
    sessionStorage.setItem('TRIAL_RET', JSON.stringify({ payType: 1, initialPremium: 17650 }));
    const app = renderApp(`/result?orderNo=${ORDER_NO}&promotionId=health-life&from=health&mode=simulate`, { [TEMPLATE_CALL]: ok(TEMPLATE), [RESULT_CALL]: ISSUED, [ORDER_CALL]: STORED });
    const rows = () => {
      const info = [...app.container.querySelectorAll('.adm-list')].find((list) => list.querySelector('.adm-list-header')?.textContent === '订单信息');
      return [...(info?.querySelectorAll('.adm-list-item') ?? [])].map((item) => `${item.querySelector('.adm-list-item-content-main')?.textContent}：${item.querySelector('.adm-list-item-content-extra')?.textContent}`);
    };
    // The policies' 200.00元 may show before the stored order arrives: wait for the 订单信息 rows themselves.
    await until(() => expect(rows()).toEqual([`订单号：${ORDER_NO}`, '产品名称：守护定期寿险', '保费：200.00元', '投保人：周**', '被保人：周**']));
    expect(app.container.textContent).toContain('模拟下单成功');
    expect(app.container.textContent).not.toContain('周晓燕');
    expect(app.container.textContent).not.toContain('176.50');
  });
});
