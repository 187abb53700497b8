import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idCardCheckChar } from '../../../shared/identity/id-card-check-char';
import { callApi } from '../../testing/call-api';
import { CookieJar } from '../../testing/cookie-jar';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testDatabases } from '../../testing/test-databases';
import { healthOrderBody } from './testing/health-order-body';

/** 张伟, an active member of the seeded health tenant's staff (first 17 digits; the check character is computed). */
const STAFF_FIRST17 = '11010519850315123';
const STAFF_CERT_NO = STAFF_FIRST17 + idCardCheckChar(STAFF_FIRST17);

describe.each(testDatabases())('employee purchases on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t.close());

  /** Submits the order from a fresh browser and reads back its stored extraInfo.staffPurchase. */
  const submitted = async (holderPerson: object, extraInfo: object = {}) => {
    const jar = new CookieJar();
    const order = healthOrderBody(t.clock.now());
    const body = { ...order, holder: { ...order.holder, person: { ...order.holder?.person, ...holderPerson } }, extraInfo: { ...order.extraInfo, ...extraInfo } };
    const reply = await callApi(t, 'submitOrder', body, { jar });
    expect(reply.json()).toMatchObject({ success: true, code: 0 });
    const { orderNo } = reply.json().result.pageActionList[0].data as { orderNo: string };
    const detail = await callApi(t, 'queryOrderDetail', { orderNo, needAllInsured: true }, { jar });
    return (detail.json().result.extraInfo as { staffPurchase?: boolean }).staffPurchase;
  };

  it('marks an order whose policyholder is an active member of staff as an employee purchase', async () => {
    expect(await submitted({ name: '张伟', certNo: STAFF_CERT_NO, birthday: '1985-03-15', gender: 'M' })).toBe(true);
  });

  it('decides the mark itself: a buyer claiming it for a holder who is no employee is not believed', async () => {
    expect(await submitted({}, { staffPurchase: true })).toBe(false);
  });
});
