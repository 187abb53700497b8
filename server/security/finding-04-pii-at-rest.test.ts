import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ISSUE_DELAY_MS } from '../domain/orders/jobs/job-constants';
import { runDueJobs } from '../domain/orders/jobs/run-due-jobs';
import { cashierFields } from '../domain/orders/testing/cashier-fields';
import { latestSmsCode } from '../domain/orders/testing/latest-sms-code';
import { mockOrderBody } from '../domain/orders/testing/mock-order-body';
import { storedStatus } from '../domain/orders/testing/stored-status';
import { SEED_PLANS } from '../seed/seed-ids';
import { seedTenants } from '../seed/seed-tenants';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { testDatabases } from '../testing/test-databases';
import { buyerBrowser } from './buyer-browser';

/** The holder of the mock order, as the buyer typed them. */
const NAME = '王建国';
const CERT_NO = '110101199003076632';
const PHONE = '13912345678';

/**
 * Finding 4: personal data lay in clear in the database (order payloads, policies, SMS codes and the
 * outbox), so a dump or a backup gave away every buyer. After a whole journey (a code sent and
 * checked, an order made, paid and issued) none of those tables holds the name, the ID number, the
 * phone or the code in clear.
 */
describe.each(testDatabases())('finding 4, personal data at rest, on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: [seedTenants] });
  });
  afterAll(async () => t.close());

  it('keeps no clear name, ID number, phone or code in orders, policies or SMS tables after a full journey', async () => {
    const buyer = buyerBrowser(t, 'health');
    const codeRequest = { planId: SEED_PLANS.healthBasic.planId, target: PHONE, businessType: 'normalValidate', validateCodeType: 'smsValidateCode' };
    expect((await buyer.call('sendValidateCode', codeRequest)).statusCode).toBe(200);
    const code = await latestSmsCode(t, PHONE);
    expect((await buyer.call('verifyValidateCode', { ...codeRequest, validateCode: code })).json()).toMatchObject({ result: true });

    const orderNo = (await buyer.call('createMockOrder', mockOrderBody())).json().value.orderNo as string;
    const link = (await buyer.call('mockPayRequest', { orderNo, returnUrl: '/result' })).json().value.url as string;
    expect((await buyer.call('mockPay', cashierFields(link))).statusCode).toBe(200);
    t.clock.advance(ISSUE_DELAY_MS);
    await runDueJobs(t.context);
    expect(await storedStatus(t, orderNo)).toBe('success');

    for (const table of ['orders', 'policies', 'sms_codes', 'sms_outbox']) {
      const { rows } = await t.db.query(`SELECT * FROM ${table}`);
      expect(rows.length, table).toBeGreaterThan(0);
      const dump = JSON.stringify(rows);
      // The code only where it could be: six digits may occur by chance inside an order number.
      const secrets = table.startsWith('sms_') ? [NAME, CERT_NO, PHONE, code] : [NAME, CERT_NO, PHONE];
      for (const clear of secrets) expect(dump, `${table} holds ${clear}`).not.toContain(clear);
    }
    // What the buyer sees is still theirs, opened from the sealed rows (masked as every reply is).
    const detail = (await buyer.call('queryOrderDetail', { orderNo })).json().result;
    expect(detail.holder.person).toMatchObject({ name: '王**', phone: '139****5678' });
  });
});
