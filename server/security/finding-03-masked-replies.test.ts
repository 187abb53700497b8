import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../shared/dates/format-date-time';
import { todayInShanghai } from '../../shared/dates/shanghai-today';
import { DAY_MS } from '../app/durations';
import { ISSUE_DELAY_MS } from '../domain/orders/jobs/job-constants';
import { runDueJobs } from '../domain/orders/jobs/run-due-jobs';
import { cashierFields } from '../domain/orders/testing/cashier-fields';
import { mockOrderBody } from '../domain/orders/testing/mock-order-body';
import { appearancesOf, residentIdCandidates, type TruePerson } from '../domain/orders/testing/resident-id-candidates';
import { seedTenants } from '../seed/seed-tenants';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { testDatabases } from '../testing/test-databases';
import { buyerBrowser } from './buyer-browser';

/** The fewest resident ID numbers a reply may leave a masked one narrowed to. */
const MIN_CANDIDATES = 10_000;

/** The holder of the mock order: the birthday is in the number. */
const HOLDER: TruePerson = { certNo: '110101199003076632', birthday: '1990-03-07' };

/**
 * Finding 3: masked replies that did not mask. The first and last 4 characters of an ID number
 * beside the birthday in clear left about 100 numbers (1, with the gender and the check character),
 * so anyone reading an order's replies had the holder's ID number. Now every reply leaves it among at
 * least 10^4 (counted by the helper of resident-id-candidates.test.ts, against a reader who knows the
 * region and the age).
 */
describe.each(testDatabases())('finding 3, narrowing a masked ID number from the replies, on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: [seedTenants] });
  });
  afterAll(async () => t.close());

  it('leaves the holder among at least 10^4 numbers in every reply of a paid and issued order', async () => {
    const buyer = buyerBrowser(t, 'health');
    const orderNo = (await buyer.call('createMockOrder', mockOrderBody())).json().value.orderNo as string;
    const link = (await buyer.call('mockPayRequest', { orderNo, returnUrl: '/result' })).json().value.url as string;
    expect((await buyer.call('mockPay', cashierFields(link))).statusCode).toBe(200);
    t.clock.advance(ISSUE_DELAY_MS);
    await runDueJobs(t.context);
    const encryptOrderNo = (await buyer.call('queryOrderDetail', { orderNo })).json().result.encryptOrderNo as string;

    const replyDay = todayInShanghai(t.clock.now());
    const startDay = formatDate(t.clock.now().getTime() + DAY_MS);
    const calls = [
      ['queryOrderDetail', { encryptOrderNo, needAllInsured: true }],
      ['queryOrderByOrderNoForShow', { encryptOrderNo }],
      ['queryInsureResult', { encryptOrderNo }],
      ['queryPolicyResult', { encryptOrderNo }],
      ['queryPolicyDetail', { encryptOrderNo }],
    ] as const;
    for (const [name, body] of calls) {
      const reply = (await buyer.call(name, body)).json().result;
      const shown = appearancesOf(reply, HOLDER, replyDay);
      // The order replies do carry the holder, masked: the count is about what they show, not about nothing.
      if (name === 'queryOrderDetail' || name === 'queryOrderByOrderNoForShow') expect(shown.length, `${name} shows the holder`).toBeGreaterThan(0);
      expect(residentIdCandidates(HOLDER, shown, startDay, replyDay), name).toBeGreaterThanOrEqual(MIN_CANDIDATES);
      const text = JSON.stringify(reply);
      for (const clear of [HOLDER.certNo, HOLDER.birthday, HOLDER.birthday.replaceAll('-', '')]) expect(text, name).not.toContain(clear);
    }
  });
});
