// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithServer } from '../../testing/render-with-server';
import { tap, wait, withFakePageClock } from './testing/render-order-page';
import OrderDetailRoute from './order-detail-route';

const ORDER_NO = '20250101000000000001';
const POLICY = { policyNo: 'P2025000001', productName: '百万医疗险', insuredName: '张*', insuranceStartDate: Date.UTC(2025, 0, 2), insuranceEndDate: Date.UTC(2026, 0, 1) };
const order = () => ({ success: true, code: 0, result: { orderNo: ORDER_NO, goodsName: '百万医疗险' } });
const served = (issue: unknown) => ({
  '/order/face/queryOrderByOrderNoForShow': order,
  '/order/queryPolicyResult': () => ({ success: true, code: 0, result: issue }),
  '/v1/insure/queryPolicyDetail': () => ({ success: true, code: 0, result: { orderNo: ORDER_NO, policyList: [POLICY] } }),
});

describe('the order detail page', () => {
  withFakePageClock();
  let unmount: (() => void) | undefined;
  afterEach(() => unmount?.());

  it('asks queryPolicyResult and queryPolicyDetail for the shown order and shows its 承保状态 and each policy number with its period', async () => {
    const page = renderWithServer(<OrderDetailRoute />, served({ orderNo: ORDER_NO, issueStatus: 'success', resultStatus: 1 }), { at: `/orderDetail?orderNo=${ORDER_NO}` });
    unmount = page.unmount;
    // The order, then its policies: the query layer hands each reply to the page on its next timer tick.
    await wait(1);
    expect(page.askedAt('/order/queryPolicyResult').map((request) => request.body)).toEqual([{ orderNo: ORDER_NO }]);
    expect(page.askedAt('/v1/insure/queryPolicyDetail').map((request) => request.body)).toEqual([{ orderNo: ORDER_NO }]);
    expect(page.container.textContent).toContain('承保状态');
    expect(page.container.textContent).toContain('承保成功');
    expect(page.container.querySelector('[data-testid="policy-no"]')?.textContent).toBe('保单号：P2025000001');
    expect(page.container.textContent).toContain('保障期间：2025-01-02 至 2026-01-01');
  });

  it('says the insurer refused, with its reason, when the policy result failed', async () => {
    const page = renderWithServer(<OrderDetailRoute />, served({ orderNo: ORDER_NO, issueStatus: 'failed', resultStatus: 0, message: '核保未通过' }), { at: `/orderDetail?orderNo=${ORDER_NO}` });
    unmount = page.unmount;
    await wait(1);
    expect(page.container.textContent).toContain('承保失败：核保未通过');
  });

  it('hands the order on to a phone: 在手机上继续 asks createBuyerLink for this order and shows its QR code', async () => {
    const page = renderWithServer(
      <OrderDetailRoute />,
      { ...served({}), '/v1/link/create': () => ({ success: true, code: 0, result: { token: 'T'.repeat(43), expiresAt: 0 } }) },
      { at: `/orderDetail?orderNo=${ORDER_NO}` },
    );
    unmount = page.unmount;
    await wait(0);
    expect(page.container.querySelector('[data-testid="buyer-link-qr"]')).toBeNull();
    tap([...page.container.querySelectorAll('button')].find((button) => button.textContent?.includes('在手机上继续')));
    await wait(0);
    expect(page.askedAt('/v1/link/create').map((request) => request.body)).toEqual([{ orderNo: ORDER_NO }]);
    expect(page.container.querySelector('[data-testid="buyer-link-qr"]')).not.toBeNull();
    expect(page.container.textContent).toContain('请用微信扫描下方二维码继续投保');
  });

  it('asks for no policies of an order it could not read', async () => {
    const page = renderWithServer(
      <OrderDetailRoute />,
      { ...served({}), '/order/face/queryOrderByOrderNoForShow': () => ({ success: false, code: 40400, message: '订单不存在' }) },
      { at: `/orderDetail?orderNo=${ORDER_NO}` },
    );
    unmount = page.unmount;
    await wait(0);
    expect(page.askedAt('/order/queryPolicyResult')).toHaveLength(0);
    expect(page.askedAt('/v1/insure/queryPolicyDetail')).toHaveLength(0);
  });
});
