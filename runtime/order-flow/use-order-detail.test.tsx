// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ORDER_QUERY_DEDUP_RESET_MS } from '../../shared/constants';
import { wait, withFakePageClock } from '../pages/order/testing/render-order-page';
import { renderWithServer, withStatus } from '../testing/render-with-server';
import { useOrderDetail, type OrderDetailState } from './use-order-detail';

const ORDER_CALL = '/order/face/queryOrderByOrderNoForShow';
const STORED = { success: true, code: 0, result: { orderNo: 'O1', goodsName: '百万医疗险' } };

let state: OrderDetailState | undefined;
/** Every status shown, in order, each once however often it re-renders. */
let shown: string[] = [];
function Probe({ lookup }: { lookup: { orderNo?: string } | undefined }) {
  state = useOrderDetail(lookup);
  if (shown.at(-1) !== state.status) shown.push(state.status);
  return <p>{state.status}</p>;
}

describe('an order read for display', () => {
  withFakePageClock();
  let unmount: (() => void) | undefined;
  afterEach(() => {
    unmount?.();
    shown = [];
  });

  it('is missing, and asks nothing, without an order', async () => {
    const page = renderWithServer(<Probe lookup={undefined} />, {});
    unmount = page.unmount;
    await wait(1);
    expect(state?.status).toBe('missing');
    expect(page.asked).toHaveLength(0);
  });

  it('fails on the way with a retry that asks the server again, then shows the order', async () => {
    let offline = true;
    const page = renderWithServer(<Probe lookup={{ orderNo: 'O1' }} />, { [ORDER_CALL]: () => (offline ? withStatus(503, { success: false, code: 50300, message: '服务暂不可用' }) : STORED) });
    unmount = page.unmount;
    await wait(1);
    expect(state?.status).toBe('failed');
    offline = false;
    // After the client's one-second merge of order queries, so the retry reaches the server.
    await wait(ORDER_QUERY_DEDUP_RESET_MS);
    act(() => (state?.status === 'failed' ? state.retry() : undefined));
    await wait(1);
    expect(page.askedAt(ORDER_CALL)).toHaveLength(2);
    expect(shown).toEqual(['loading', 'failed', 'ready']);
    expect(state?.status === 'ready' && state.detail.goodsName).toBe('百万医疗险');
  });

  it('is unavailable, with no retry, when the server refuses the order for good', async () => {
    const page = renderWithServer(<Probe lookup={{ orderNo: 'O1' }} />, { [ORDER_CALL]: () => withStatus(404, { success: false, code: 40400, message: '订单不存在' }) });
    unmount = page.unmount;
    await wait(1);
    expect(state).toMatchObject({ status: 'unavailable', refusal: { message: '订单不存在' } });
  });
});
