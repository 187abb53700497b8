import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../../schema/entities/order';
import { callApi } from '../../../testing/call-api';
import { createTestApp, type TestApp } from '../../../testing/create-test-app';
import { testDatabases } from '../../../testing/test-databases';
import { requireOrder } from '../store/find-order';
import { healthOrderBody } from '../testing/health-order-body';
import { fullOrder } from './order-view';

/**
 * The 百万医疗 order of a passport holder, whose birthday no ID number carries: only the stored
 * birthday can price her once the reply has masked it.
 */
function passportOrder(now: Date): Order {
  const body = healthOrderBody(now);
  return {
    ...body,
    holder: {
      customerType: 'person',
      person: {
        name: '李秀英',
        certType: 'P',
        certNo: 'E12345678',
        birthday: '1985-06-12',
        gender: 'F',
        phone: '13812345678',
        email: 'lixiuying@example.com',
        area: ['310000', '310100', '310104'],
        address: '淮海中路1号5楼501室',
      },
    },
  };
}

describe.each(testDatabases())('an order refilled from its masked reply on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t.close());

  const storedPremium = async (orderNo: string) =>
    (await t.db.query<{ total_premium: number }>('SELECT total_premium FROM orders WHERE order_no = $1', [orderNo])).rows[0]?.total_premium;

  it('is submitted, priced and kept as the original: birthday and address put back before pricing', async () => {
    const original = passportOrder(t.clock.now());
    const direct = await callApi(t, 'submitOrder', original, { headers: { 'idempotency-key': 'passport-direct' } });
    expect(direct.json()).toMatchObject({ success: true });
    const directNo = direct.json().result.pageActionList[0].data.orderNo as string;

    const saved = (await callApi(t, 'saveOrder', original)).json().result as { orderNo: string; encryptOrderNo: string };
    const detail = (await callApi(t, 'queryOrderDetail', { encryptOrderNo: saved.encryptOrderNo, needAllInsured: true })).json().result;
    expect(detail.holder.person).toMatchObject({ birthday: '****-**-**', address: '淮海中*********', area: ['310000', '310100', '310104'] });

    const echoed = await callApi(t, 'submitOrder', { ...detail, encryptOrderNo: saved.encryptOrderNo }, { headers: { 'idempotency-key': 'passport-echoed' } });
    expect(echoed.json()).toMatchObject({ success: true });
    expect(await storedPremium(saved.orderNo)).toBe(await storedPremium(directNo));
    const shown = (await callApi(t, 'queryOrderByOrderNoForShow', { encryptOrderNo: saved.encryptOrderNo })).json().result;
    expect(shown.holder.person).toMatchObject({ birthday: '****-**-**', address: '淮海中*********' });
    // What is stored is checked through the server's own unmasked view: the masks never replaced the originals.
    const row = await requireOrder(t.db, t.context, 'health', { encryptOrderNo: saved.encryptOrderNo });
    expect(fullOrder(t.context, row).holder?.person).toMatchObject({ birthday: '1985-06-12', address: '淮海中路1号5楼501室', certNo: 'E12345678' });
  });

  it('is never priced on a masked birthday: without the stored order the trial asks for the birthday', async () => {
    const saved = (await callApi(t, 'saveOrder', passportOrder(t.clock.now()))).json().result as { encryptOrderNo: string };
    const detail = (await callApi(t, 'queryOrderDetail', { encryptOrderNo: saved.encryptOrderNo, needAllInsured: true })).json().result;
    const trial = await callApi(t, 'premiumCalculate', detail);
    expect(trial.json().success).toBe(false);
    expect(trial.json().message).toContain('出生日期');
  });
});
