import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS, SECOND_MS } from '../app/durations';
import { SMS_IP_HOURLY_MAX, SMS_PHONE_DAILY_MAX, SMS_PHONE_HOURLY_MAX } from '../domain/orders/sms/sms-limits';
import { SEED_PLANS } from '../seed/seed-ids';
import { seedTenants } from '../seed/seed-tenants';
import { callApi } from '../testing/call-api';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { testDatabases } from '../testing/test-databases';
import { rowCounts } from './row-counts';

const codeFor = (phone: string) => ({ planId: SEED_PLANS.healthBasic.planId, target: phone, businessType: 'normalValidate', validateCodeType: 'smsValidateCode' });

/** Held before the review, kept held: nobody turns the code button into an SMS cannon. */
describe.each(testDatabases())('regression, SMS send caps, on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: [seedTenants] });
  });
  afterAll(async () => t.close());

  const send = (phone: string, ip: string) => callApi(t, 'sendValidateCode', codeFor(phone), { ip });
  /** Expects a send to be refused with 429 and `message`, storing and sending nothing. */
  const expectRefused = async (phone: string, ip: string, message: string) => {
    const before = await rowCounts(t);
    const refused = await send(phone, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 42900, message });
    expect(await rowCounts(t)).toEqual(before);
  };

  it('waits 60 seconds between codes to one phone, from any address', async () => {
    expect((await send('13600000001', '203.0.113.1')).statusCode).toBe(200);
    await expectRefused('13600000001', '203.0.113.2', '验证码发送过于频繁，请60秒后再试');
    t.clock.advance(60 * SECOND_MS);
    expect((await send('13600000001', '203.0.113.3')).statusCode).toBe(200);
  });

  it('sends a phone at most 5 codes an hour and 10 a day, from any address', async () => {
    let address = 10;
    const sendSpaced = async () => {
      expect((await send('13600000002', `203.0.113.${(address += 1)}`)).statusCode).toBe(200);
      t.clock.advance(61 * SECOND_MS);
    };
    for (let index = 0; index < SMS_PHONE_HOURLY_MAX; index += 1) await sendSpaced();
    await expectRefused('13600000002', '203.0.113.99', '该手机号获取验证码次数过多，请1小时后再试');
    t.clock.advance(HOUR_MS);
    for (let index = SMS_PHONE_HOURLY_MAX; index < SMS_PHONE_DAILY_MAX; index += 1) await sendSpaced();
    t.clock.advance(HOUR_MS);
    await expectRefused('13600000002', '203.0.113.98', '该手机号今日获取验证码次数已达上限，请明天再试');
  });

  it('sends one address at most 30 codes an hour, whatever the phones', async () => {
    t.clock.advance(24 * HOUR_MS);
    for (let index = 0; index < SMS_IP_HOURLY_MAX; index += 1) expect((await send(`1360001${String(index).padStart(4, '0')}`, '203.0.113.200')).statusCode).toBe(200);
    await expectRefused('13600019999', '203.0.113.200', '获取验证码过于频繁，请稍后再试');
    t.clock.advance(HOUR_MS);
    expect((await send('13600019999', '203.0.113.200')).statusCode).toBe(200);
  });
});
