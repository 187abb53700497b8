import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/create-test-app';
import { HOUR_MS as HOUR, MINUTE_MS as MINUTE, SECOND_MS as SECOND } from '../../../app/durations';
import { SEED_PLANS } from '../../../seed/seed-ids';
import { seedTenants } from '../../../seed/seed-tenants';
import { PRODUCTION_ENV } from '../../../testing/production-env';
import { testDatabases } from '../../../testing/test-databases';
import { callApi } from '../../../testing/call-api';
import { phoneIndex } from './phone-index';
import { latestSmsCode } from '../testing/latest-sms-code';
import { mockOrderBody } from '../testing/mock-order-body';

const normal = (target: string) => ({ planId: SEED_PLANS.healthBasic.planId, target, businessType: 'normalValidate', validateCodeType: 'smsValidateCode' });

describe.each(testDatabases())('SMS validate codes on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    // Codes need nothing but the tenants; the other domains' demo data would only slow the suite.
    t = await createTestApp(target, { seed: [seedTenants] });
  });
  afterAll(async () => t.close());

  const send = (phone: string, ip = '10.0.0.1', tenant?: string) => callApi(t, 'sendValidateCode', normal(phone), { ip, ...(tenant ? { tenant } : {}) });
  const verify = (phone: string, validateCode: string, tenant?: string) =>
    callApi(t, 'verifyValidateCode', { ...normal(phone), validateCode }, tenant ? { tenant } : {});

  it('sends a 6-digit code that verifies once, and stores it only hashed', async () => {
    const sent = await send('13800000001');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true, code: 0, message: '验证码已发送' });
    const code = await latestSmsCode(t, '13800000001');
    expect(code).toMatch(/^\d{6}$/);
    const stored = await t.db.query<{ code_hash: string }>('SELECT code_hash FROM sms_codes WHERE phone_index = $1', [phoneIndex(t.context.pii, '13800000001')]);
    expect(stored.rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.rows[0]?.code_hash).not.toContain(code);
    // Neither the phone nor the code is stored in clear anywhere, the development outbox included.
    const everything = JSON.stringify([(await t.db.query('SELECT * FROM sms_codes')).rows, (await t.db.query('SELECT * FROM sms_outbox')).rows]);
    expect(everything).not.toContain('13800000001');
    expect(everything).not.toContain(code);
    expect((await verify('13800000001', code)).json()).toEqual({ success: true, code: 0, message: '验证通过', result: true });
    expect((await verify('13800000001', code)).json()).toMatchObject({ success: false, result: false, message: '验证码已失效，请重新获取' });
  });

  it('refuses a number the get-code button would not accept', async () => {
    const response = await send('16612345678');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('请输入正确的手机号后获取验证码');
  });

  it('waits 60 seconds between sends to one phone', async () => {
    expect((await send('13800000002')).statusCode).toBe(200);
    const again = await send('13800000002');
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ success: false, code: 42900, message: '验证码发送过于频繁，请60秒后再试' });
    t.clock.advance(59 * SECOND);
    expect((await send('13800000002')).json().message).toBe('验证码发送过于频繁，请1秒后再试');
    t.clock.advance(SECOND);
    expect((await send('13800000002')).statusCode).toBe(200);
  });

  it('sends at most 5 codes an hour to one phone', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await send('13800000003')).statusCode).toBe(200);
      t.clock.advance(61 * SECOND);
    }
    const sixth = await send('13800000003');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('该手机号获取验证码次数过多，请1小时后再试');
    t.clock.advance(HOUR - 5 * 61 * SECOND + SECOND);
    expect((await send('13800000003')).statusCode).toBe(200);
  });

  it('sends at most 10 codes in 24 hours to one phone', async () => {
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 5; i += 1) {
        expect((await send('13800000004')).statusCode).toBe(200);
        t.clock.advance(61 * SECOND);
      }
      t.clock.advance(HOUR);
    }
    const eleventh = await send('13800000004');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toBe('该手机号今日获取验证码次数已达上限，请明天再试');
    t.clock.advance(24 * HOUR);
    expect((await send('13800000004')).statusCode).toBe(200);
  });

  it('caps the codes one address may request in an hour, whatever the phone', async () => {
    for (let i = 0; i < 30; i += 1) expect((await send(`1390000${String(i).padStart(4, '0')}`, '10.9.9.9')).statusCode).toBe(200);
    const capped = await send('13900009999', '10.9.9.9');
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe('获取验证码过于频繁，请稍后再试');
    expect((await send('13900009999', '10.9.9.10')).statusCode).toBe(200);
  });

  it('counts a phone and an address across tenants: a capped phone gets no code from the other tenant', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await send('13800000011', '10.0.0.11', i % 2 === 0 ? 'health' : 'ba')).statusCode).toBe(200);
      t.clock.advance(61 * SECOND);
    }
    const otherTenant = await send('13800000011', '10.0.0.12', 'ba');
    expect(otherTenant.statusCode).toBe(429);
    expect(otherTenant.json().message).toBe('该手机号获取验证码次数过多，请1小时后再试');
    t.clock.advance(HOUR);
    expect((await send('13800000012', '10.0.0.13', 'health')).statusCode).toBe(200);
    expect((await send('13800000012', '10.0.0.14', 'ba')).json().message).toBe('验证码发送过于频繁，请60秒后再试');
    for (let i = 0; i < 30; i += 1) await send(`1370000${String(i).padStart(4, '0')}`, '10.0.0.15', 'health');
    expect((await send('13700009999', '10.0.0.15', 'ba')).json().message).toBe('获取验证码过于频繁，请稍后再试');
  });

  it('lets a code expire after 5 minutes', async () => {
    await send('13800000005');
    const code = await latestSmsCode(t, '13800000005');
    t.clock.advance(5 * MINUTE);
    expect((await verify('13800000005', code)).json()).toMatchObject({ result: false, message: '验证码已失效，请重新获取' });
  });

  it('voids a code after 5 wrong tries', async () => {
    await send('13800000006');
    const code = await latestSmsCode(t, '13800000006');
    const wrong = code === '000000' ? '111111' : '000000';
    for (const remaining of [4, 3, 2, 1]) {
      expect((await verify('13800000006', wrong)).json()).toMatchObject({ success: false, result: false, message: `验证码错误，还可尝试${remaining}次` });
    }
    expect((await verify('13800000006', wrong)).json().message).toBe('验证码错误次数过多，请重新获取');
    expect((await verify('13800000006', code)).json()).toMatchObject({ result: false, message: '验证码已失效，请重新获取' });
  });

  it('voids the previous code when a new one is sent', async () => {
    await send('13800000007');
    const first = await latestSmsCode(t, '13800000007');
    t.clock.advance(61 * SECOND);
    await send('13800000007');
    const second = await latestSmsCode(t, '13800000007');
    if (first !== second) expect((await verify('13800000007', first)).json().result).toBe(false);
    expect((await verify('13800000007', second)).json().result).toBe(true);
  });

  it('keeps codes and the outbox per tenant', async () => {
    await send('13800000008', '10.0.0.2', 'ba');
    const code = await latestSmsCode(t, '13800000008', 'ba');
    await expect(latestSmsCode(t, '13800000008')).rejects.toThrow();
    expect((await verify('13800000008', code)).json().result).toBe(false);
    expect((await verify('13800000008', code, 'ba')).json().result).toBe(true);
  });

  it('refuses a payment code without complete bank details, writing nothing', async () => {
    const order = (await callApi(t, 'createMockOrder', mockOrderBody())).json().value.orderNo as string;
    const payment = { ...normal('13800000009'), businessType: 'identityValidate', orderNo: order };
    const before = await t.db.query('SELECT count(*)::int AS n FROM sms_codes');
    for (const extraInfo of [{}, { bankCode: 'ICBC', paymentMethod: 'withhold', bankAccountName: '王建国', bankAccount: '   ' }]) {
      const refused = await callApi(t, 'sendValidateCode', { ...payment, extraInfo });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, message: '请填写完整的支付信息！' });
    }
    expect((await t.db.query('SELECT count(*)::int AS n FROM sms_codes')).rows).toEqual(before.rows);
    const complete = { bankCode: 'ICBC', paymentMethod: 'withhold', bankAccountName: '王建国', bankAccount: '6222020200112233445' };
    expect((await callApi(t, 'sendValidateCode', { ...payment, orderNo: 'nope', extraInfo: complete })).statusCode).toBe(404);
    expect((await callApi(t, 'sendValidateCode', { ...payment, extraInfo: complete })).json()).toMatchObject({ success: true });
  });
});

describe.each(testDatabases())('SMS outbox in production on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: [seedTenants], env: PRODUCTION_ENV });
  });
  afterAll(async () => t.close());

  it('is not served', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox?phone=13800000001' });
    expect(response.statusCode).toBe(404);
  });

  it('does not pretend to send a code where no gateway is configured: 503, and nothing is stored', async () => {
    const response = await callApi(t, 'sendValidateCode', normal('13800000001'));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false, message: '短信服务暂不可用，请稍后再试' });
    expect((await t.db.query('SELECT count(*)::int AS n FROM sms_codes')).rows[0]).toEqual({ n: 0 });
    expect((await t.db.query('SELECT count(*)::int AS n FROM sms_outbox')).rows[0]).toEqual({ n: 0 });
  });
});
