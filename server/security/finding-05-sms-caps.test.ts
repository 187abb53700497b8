import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECOND_MS } from '../app/durations';
import { SEED_PLANS } from '../seed/seed-ids';
import { seedTenants } from '../seed/seed-tenants';
import { callApi } from '../testing/call-api';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { testDatabases } from '../testing/test-databases';
import { SMS_IP_HOURLY_MAX, SMS_PHONE_HOURLY_MAX } from '../domain/orders/sms/sms-limits';
import { rowCounts } from './row-counts';

const codeFor = (phone: string) => ({ planId: SEED_PLANS.healthBasic.planId, target: phone, businessType: 'normalValidate', validateCodeType: 'smsValidateCode' });

/**
 * Finding 5: SMS caps that an attacker stepped around. The per-address cap trusted X-Forwarded-For
 * (trustProxy: true), so a new header on every request was a new address; the per-phone caps were
 * counted per tenant, so a phone at its cap got codes from the other tenant.
 */
describe.each(testDatabases())('finding 5, SMS caps an attacker cannot step around, on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: [seedTenants] });
  });
  afterAll(async () => t.close());

  it('caps one peer at 30 codes an hour however it rotates X-Forwarded-For', async () => {
    const peer = '203.0.113.50';
    const send = (index: number) =>
      callApi(t, 'sendValidateCode', codeFor(`1350000${String(index).padStart(4, '0')}`), { ip: peer, headers: { 'x-forwarded-for': `198.51.100.${index}` } });
    for (let index = 0; index < SMS_IP_HOURLY_MAX; index += 1) expect((await send(index)).statusCode).toBe(200);
    const before = await rowCounts(t);
    const capped = await send(SMS_IP_HOURLY_MAX);
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toMatchObject({ success: false, code: 42900, message: '获取验证码过于频繁，请稍后再试' });
    expect(await rowCounts(t)).toEqual(before);
    // Every code went on the peer's account, none on an address the attacker wrote into a header.
    const byAddress = await t.db.query<{ ip: string; n: number }>('SELECT ip, count(*)::int AS n FROM sms_codes GROUP BY ip');
    expect(byAddress.rows).toEqual([{ ip: peer, n: SMS_IP_HOURLY_MAX }]);
  });

  it('refuses a phone capped in tenant health its codes from tenant ba too', async () => {
    const phone = '13500009999';
    for (let index = 0; index < SMS_PHONE_HOURLY_MAX; index += 1) {
      expect((await callApi(t, 'sendValidateCode', codeFor(phone), { tenant: 'health', ip: `203.0.113.${60 + index}` })).statusCode).toBe(200);
      t.clock.advance(61 * SECOND_MS);
    }
    const before = await rowCounts(t);
    const otherTenant = await callApi(t, 'sendValidateCode', codeFor(phone), { tenant: 'ba', ip: '203.0.113.70' });
    expect(otherTenant.statusCode).toBe(429);
    expect(otherTenant.json()).toMatchObject({ success: false, message: '该手机号获取验证码次数过多，请1小时后再试' });
    expect(await rowCounts(t)).toEqual(before);
    expect((await t.db.query("SELECT count(*)::int AS n FROM sms_codes WHERE tenant_code = 'ba'")).rows).toEqual([{ n: 0 }]);
  });
});
