import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TENANT_CODE } from '../../../schema/api/tenant-header';
import type { Module } from '../../../schema/template/module';
import type { Order } from '../../../schema/entities/order';
import { residentIdNumber } from '../../../shared/flow-walk/walk-people';
import { callApi } from '../../testing/call-api';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testDatabases } from '../../testing/test-databases';
import { healthOrderBody } from './testing/health-order-body';

/** The test clock's today in China is 2026-11-21: born on the 22nd of 2008, the holder is still 17. */
const SEVENTEEN = '2008-11-22';

describe.each(testDatabases())('submitOrder with a holder under the minimum age on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t.close());

  const orderCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders')).rows[0]?.n ?? 0;
  const holderBorn = (birthday: string): Order => {
    const base = healthOrderBody(t.clock.now());
    const certNo = residentIdNumber(birthday, 'F');
    return { ...base, holder: { customerType: 'person', person: { ...base.holder?.person, certNo, birthday, gender: 'F' } } };
  };

  it('refuses a holder of 17 insuring herself with 投保人须年满18周岁 in a 4xx envelope, writing nothing, on submit and on a step', async () => {
    const before = await orderCount();
    const submitted = await callApi(t, 'submitOrder', holderBorn(SEVENTEEN), { headers: { 'idempotency-key': 'holder-seventeen' } });
    expect(submitted.statusCode).toBeGreaterThanOrEqual(400);
    expect(submitted.statusCode).toBeLessThan(500);
    expect(submitted.json()).toMatchObject({ success: false, code: 20000, message: '投保人须年满18周岁' });
    const stepped = await callApi(t, 'nextStep', holderBorn(SEVENTEEN));
    expect(stepped.json()).toMatchObject({ success: false, code: 20000, message: '投保人须年满18周岁' });
    expect(await orderCount()).toBe(before);
  });

  it("follows the minimum age of the promotion's published holder module", async () => {
    const found = await t.db.query<{ tenant_code: string; template_id: string; version: number; content: { pageList: { moduleList: Module[] }[] } }>(
      `SELECT v.tenant_code, v.template_id, v.version, v.content
         FROM promotions p
         JOIN templates tt ON tt.tenant_code = p.tenant_code AND tt.template_id = p.template_id
         JOIN template_versions v ON v.tenant_code = tt.tenant_code AND v.template_id = tt.template_id AND v.version = tt.latest_version
        WHERE p.tenant_code = $1 AND p.promotion_id = $2`,
      [DEFAULT_TENANT_CODE, 'health-baiwan'],
    );
    const row = found.rows[0]!;
    const holderModule = row.content.pageList.flatMap((page) => page.moduleList).find((module) => module.component === 'policyHolderModule')!;
    holderModule.attrs = { ...holderModule.attrs, minHolderAge: 20 };
    // Published as a new version, as the editor would (versions themselves never change).
    await t.db.query(
      `INSERT INTO template_versions (tenant_code, template_id, version, content, published_at) VALUES ($1, $2, $3, $4, now())`,
      [row.tenant_code, row.template_id, row.version + 1, JSON.stringify(row.content)],
    );
    await t.db.query('UPDATE templates SET latest_version = $3 WHERE tenant_code = $1 AND template_id = $2', [row.tenant_code, row.template_id, row.version + 1]);
    const nineteen = await callApi(t, 'submitOrder', holderBorn('2007-01-01'), { headers: { 'idempotency-key': 'holder-nineteen' } });
    expect(nineteen.json()).toMatchObject({ success: false, code: 20000, message: '投保人须年满20周岁' });
    const twenty = await callApi(t, 'submitOrder', holderBorn('2006-01-01'), { headers: { 'idempotency-key': 'holder-twenty' } });
    expect(twenty.json()).toMatchObject({ success: true, code: 0 });
  });
});
