import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedHealth } from '../domain/health/seed';
import { healthOrderBody } from '../domain/orders/testing/health-order-body';
import { seedProducts } from '../domain/products/seed';
import { seedTemplates } from '../domain/templates/seed';
import { seedTenants } from '../seed/seed-tenants';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { testDatabases } from '../testing/test-databases';
import { buyerBrowser } from './buyer-browser';
import { rowCounts } from './row-counts';

/**
 * Finding 7: dates the server took on trust. A start date of 1e20 (a policy starting in the year
 * 3.17 billion) was accepted on submit. A birthday the resident ID number contradicts was accepted
 * too; the submit derives birthday and gender from the number (spec section 5: derived and locked),
 * so the lie buys nothing: that is what this suite holds it to.
 */
describe.each(testDatabases())('finding 7, dates an order cannot lie about, on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: [seedTenants, seedProducts, seedHealth, seedTemplates] });
  });
  afterAll(async () => t.close());

  const submit = (body: object) => buyerBrowser(t, 'health').call('submitOrder', body);
  const withHolder = (person: object) => {
    const body = healthOrderBody(t.clock.now());
    return { ...body, holder: { ...body.holder, customerType: 'person' as const, person: { ...body.holder?.person, ...person } } };
  };

  it('refuses a start date of 1e20 or past the last day the date picker offers, writing no order', async () => {
    const before = await rowCounts(t);
    for (const insuranceStartDate of [1e20, Date.parse('2060-12-31T16:00:00.000Z')]) {
      const refused = await submit({ ...healthOrderBody(t.clock.now()), insuranceStartDate });
      expect(refused.json()).toMatchObject({ success: false, code: 20000, message: '保障起期超出可选范围，请重新选择' });
    }
    expect(await rowCounts(t)).toEqual(before);
  });

  it('prices and stores an order on the birthday of its resident ID number, whatever birthday the request claims', async () => {
    // 310104198506122428: born 1985-06-12, female. Ten years younger buys a cheaper premium.
    const honest = (await buyerBrowser(t, 'health').call('premiumCalculate', withHolder({}))).json().result.initialPremium as number;
    const lie = withHolder({ birthday: '1995-06-12', gender: 'M' });
    const quoted = (await buyerBrowser(t, 'health').call('premiumCalculate', lie)).json().result.initialPremium as number;
    expect(quoted).toBeLessThan(honest);
    const before = await rowCounts(t);
    const atTheQuote = await submit({ ...lie, initialPremium: quoted });
    expect(atTheQuote.json()).toMatchObject({ success: false, code: 20019, message: '保费已发生变化，请重新计算保费后提交' });
    expect(await rowCounts(t)).toEqual(before);
    const submitted = await submit(lie);
    expect(submitted.json()).toMatchObject({ success: true, code: 0 });
    const orderNo = submitted.json().result.pageActionList[0].data.orderNo as string;
    const stored = await t.db.query('SELECT initial_premium FROM orders WHERE order_no = $1', [orderNo]);
    expect(stored.rows).toEqual([{ initial_premium: honest }]);
  });

  it('accepts the same order with the dates the ID and the picker allow', async () => {
    const accepted = await submit(withHolder({ birthday: '1985-06-12', gender: 'F' }));
    expect(accepted.json()).toMatchObject({ success: true, code: 0, message: '订单提交成功' });
  });
});
