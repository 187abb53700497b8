import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Beneficiary } from '../../../schema/entities/beneficiary';
import type { Order } from '../../../schema/entities/order';
import { SEALED_PREFIX } from '../../pii/pii-vault';
import { callApi } from '../../testing/call-api';
import { CookieJar } from '../../testing/cookie-jar';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testDatabases } from '../../testing/test-databases';
import { healthOrderBody } from './testing/health-order-body';

/** Two designated beneficiaries of the first order, sharing it 60 / 40, as the buyer named them. */
const WIFE = { name: '王丽', certType: 'I', certNo: '110101199203100027' } as const;
const SON = { name: '李小明', certType: 'I', certNo: '110101201501010118' } as const;
const designated = (ratios: readonly [number, number]): Beneficiary[] => [
  { person: WIFE, benefitOrder: 1, benefitRatio: ratios[0], insuredRelation: 'SPOUSE' },
  { person: SON, benefitOrder: 1, benefitRatio: ratios[1], insuredRelation: 'CHILD' },
];

describe.each(testDatabases())('submitOrder with designated beneficiaries on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t.close());

  const body = (beneficiaryList: Beneficiary[]): Order => {
    const base = healthOrderBody(t.clock.now());
    return { ...base, insuredList: [{ holderRelation: 'SELF', selected: true, allowInsure: true, beneficiaryType: 'designated', beneficiaryList }] };
  };
  const orderCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders')).rows[0]?.n ?? 0;

  it('stores both beneficiaries with the order, their names and ID numbers sealed, and shows them masked', async () => {
    const buyer = new CookieJar();
    const reply = (await callApi(t, 'submitOrder', body(designated([60, 40])), { jar: buyer, headers: { 'idempotency-key': 'two-beneficiaries' } })).json();
    expect(reply).toMatchObject({ success: true, code: 0 });
    const orderNo = reply.result.pageActionList[0].data.orderNo as string;

    const { rows } = await t.db.query<{ payload: Order }>('SELECT * FROM orders WHERE order_no = $1', [orderNo]);
    const stored = rows[0]?.payload.insuredList?.[0];
    expect(stored?.beneficiaryType).toBe('designated');
    expect(stored?.beneficiaryList?.map(({ benefitOrder, benefitRatio, insuredRelation }) => ({ benefitOrder, benefitRatio, insuredRelation }))).toEqual([
      { benefitOrder: 1, benefitRatio: 60, insuredRelation: 'SPOUSE' },
      { benefitOrder: 1, benefitRatio: 40, insuredRelation: 'CHILD' },
    ]);
    for (const beneficiary of stored?.beneficiaryList ?? []) {
      expect(beneficiary.person?.name?.startsWith(SEALED_PREFIX)).toBe(true);
      expect(beneficiary.person?.certNo?.startsWith(SEALED_PREFIX)).toBe(true);
    }
    const dump = JSON.stringify(rows);
    for (const clear of [WIFE.name, WIFE.certNo, SON.name, SON.certNo]) expect(dump, `the row holds ${clear}`).not.toContain(clear);

    const detail = (await callApi(t, 'queryOrderByOrderNoForShow', { orderNo }, { jar: buyer })).json().result as Order;
    const shown = detail.insuredList?.[0]?.beneficiaryList ?? [];
    expect(shown.map((beneficiary) => beneficiary.person?.name)).toEqual(['王*', '李**']);
    expect(shown.map((beneficiary) => beneficiary.benefitRatio)).toEqual([60, 40]);
    for (const beneficiary of shown) expect([WIFE.certNo, SON.certNo]).not.toContain(beneficiary.person?.certNo);
  });

  it('refuses ratios of one order that do not come to 100, in the spec words, at submit and at a step, writing nothing', async () => {
    const before = await orderCount();
    const submitted = (await callApi(t, 'submitOrder', body(designated([60, 30])), { headers: { 'idempotency-key': 'ratios-90' } })).json();
    expect(submitted).toMatchObject({ success: false, code: 20000, message: '被保人1的受益人：受益比例之和必须为100%' });
    // The step that leaves the beneficiary page checks them the same way (a plain draft save keeps any draft).
    const stepped = (await callApi(t, 'nextStep', body(designated([60, 30])))).json();
    expect(stepped).toMatchObject({ success: false, code: 20000, message: '被保人1的受益人：受益比例之和必须为100%' });
    expect(await orderCount()).toBe(before);
  });
});
