import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Insured } from '../../../schema/entities/insured';
import { catalogueChanged } from '../../catalogue/watch-catalogue';
import { SEED_PLANS } from '../../seed/seed-ids';
import { callApi } from '../../testing/call-api';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testDatabases } from '../../testing/test-databases';
import { mockOrderBody } from './testing/mock-order-body';
import { healthOrderBody } from './testing/health-order-body';

/** The seeded basic health plan insures 1 to 6 people. */
const PLAN_MAX = 6;
const REFUSED = { success: false, code: 20000, message: `被保人数量不能超过${PLAN_MAX}人` };

/** `n` more insureds beside the holder: children, each with a name and birthday of their own. */
function children(n: number, selected = true): Insured[] {
  return Array.from({ length: n }, (_unused, index) => ({
    holderRelation: 'CHILD',
    selected,
    allowInsure: true,
    beneficiaryType: 'LEGAL',
    person: { name: `张小${index}`, certType: 'P', certNo: `E${String(10_000_000 + index)}`, birthday: '2015-05-05', gender: 'M' },
  }));
}

describe.each(testDatabases())("the plan's insured count limits on order calls, on $name", (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t.close());

  const body = () => healthOrderBody(t.clock.now());
  const holderSelf = () => body().insuredList ?? [];
  const count = async (sql: string) => (await t.db.query<{ n: number }>(sql)).rows[0]?.n ?? 0;
  const written = async () => [await count('SELECT count(*)::int AS n FROM orders'), await count('SELECT count(*)::int AS n FROM order_status_events')];

  it('nextStep refuses 7 insureds on a plan of at most 6 with 400 and 被保人数量不能超过6人, saving no draft', async () => {
    const before = await written();
    const reply = await callApi(t, 'nextStep', { ...body(), insuredList: [...holderSelf(), ...children(PLAN_MAX)] });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject(REFUSED);
    expect(await written()).toEqual(before);
  });

  it('submitOrder refuses 1 counted insured hidden among 10,000 entries flagged selected false, writing nothing', async () => {
    const before = await written();
    const reply = await callApi(t, 'submitOrder', { ...body(), insuredList: [...holderSelf(), ...children(10_000, false)] }, { headers: { 'idempotency-key': 'insured-flood' } });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject(REFUSED);
    expect(await written()).toEqual(before);
  });

  it('submitOrder refuses a saved draft sent on with more insureds than the plan allows, the draft kept as it was', async () => {
    const { orderNo } = (await callApi(t, 'saveOrder', body())).json().result as { orderNo: string };
    const before = await written();
    const reply = await callApi(t, 'submitOrder', { ...body(), orderNo, insuredList: [...holderSelf(), ...children(PLAN_MAX, false)] });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject(REFUSED);
    expect(await written()).toEqual(before);
    expect((await t.db.query<{ status: string }>('SELECT status FROM orders WHERE order_no = $1', [orderNo])).rows[0]?.status).toBe('draft');
  });

  it('saveOrder keeps an incomplete draft but not one with more insured entries than the plan allows', async () => {
    const before = await written();
    const reply = await callApi(t, 'saveOrder', { ...body(), insuredList: children(10_000, false) });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject(REFUSED);
    expect(await written()).toEqual(before);
  });

  it('premiumCalculate and createMockOrder refuse a list longer than the plan allows, however the extra entries are flagged', async () => {
    const calculated = await callApi(t, 'premiumCalculate', { ...body(), insuredList: [...holderSelf(), ...children(PLAN_MAX, false)] });
    expect(calculated.statusCode).toBe(400);
    expect(calculated.json()).toMatchObject(REFUSED);
    const before = await written();
    const mock = await callApi(t, 'createMockOrder', { ...mockOrderBody(), insuredList: [...holderSelf(), ...children(PLAN_MAX)] });
    expect(mock.statusCode).toBe(400);
    expect(mock.json()).toMatchObject(REFUSED);
    expect(await written()).toEqual(before);
  });

  it("nextStep refuses fewer insureds than the plan's minimum with 被保人数量不能少于2人, and an unknown plan insures one", async () => {
    await t.db.query('UPDATE plans SET min_insured_count = 2 WHERE plan_id = $1', [SEED_PLANS.healthBasic.planId]);
    // The app forgets its cached plans when this change's notice arrives, a moment later: at once here.
    catalogueChanged(t.db);
    try {
      const reply = await callApi(t, 'nextStep', { ...body(), insuredList: [...holderSelf(), ...children(1, false)] });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ success: false, code: 20000, message: '被保人数量不能少于2人' });
      expect((await callApi(t, 'nextStep', { ...body(), insuredList: [...holderSelf(), ...children(1)] })).json()).toMatchObject({ success: true });
    } finally {
      await t.db.query('UPDATE plans SET min_insured_count = 1 WHERE plan_id = $1', [SEED_PLANS.healthBasic.planId]);
      catalogueChanged(t.db);
    }
    const unknown = await callApi(t, 'nextStep', { ...body(), planId: 'P-NOT-SOLD', insuredList: [...holderSelf(), ...children(1)] });
    expect(unknown.json()).toMatchObject({ success: false, code: 20000, message: '被保人数量不能超过1人' });
  });
});
