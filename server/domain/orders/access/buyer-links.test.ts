import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_RATE_LIMITS } from '../../../app/call-rate-limits';
import { callApi } from '../../../testing/call-api';
import { CookieJar } from '../../../testing/cookie-jar';
import { createTestApp, type TestApp } from '../../../testing/create-test-app';
import { testDatabases } from '../../../testing/test-databases';
import { purgeExpired } from '../../identity/purge-expired';
import { healthOrderBody } from '../testing/health-order-body';
import { BUYER_LINK_TTL_MS } from './access-limits';

const GONE = { success: false, code: 40400, message: '链接不存在或已失效，请重新获取' };

describe.each(testDatabases())('buyer links (POST {token}) on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t.close());

  const submitFrom = async (jar: CookieJar) => {
    const reply = await callApi(t, 'submitOrder', healthOrderBody(t.clock.now()), { jar });
    return reply.json().result.pageActionList[0].data as { orderNo: string; encryptOrderNo: string };
  };
  const linkFor = async (jar: CookieJar | null, lookup: object) => callApi(t, 'createBuyerLink', lookup, { jar });
  const show = (jar: CookieJar, orderNo: string) => callApi(t, 'queryOrderByOrderNoForShow', { orderNo }, { jar });

  it('hands an order to another browser: the token names no order, opening it grants the plain number there and says to pay', async () => {
    const desktop = new CookieJar();
    const { orderNo, encryptOrderNo } = await submitFrom(desktop);
    const created = await linkFor(desktop, { orderNo });
    expect(created.statusCode).toBe(200);
    const { token, expiresAt } = created.json().result as { token: string; expiresAt: number };
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token).not.toContain(orderNo);
    expect(token).not.toContain(encryptOrderNo);
    expect(expiresAt).toBe(t.clock.now().getTime() + BUYER_LINK_TTL_MS);
    // Only a digest is kept.
    const stored = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM buyer_links WHERE order_no = $1', [orderNo]);
    expect(stored.rows.map((row) => row.token_hash)).not.toContain(token);

    const phone = new CookieJar();
    expect((await show(phone, orderNo)).statusCode).toBe(404);
    const opened = await callApi(t, 'resolveBuyerLink', { token }, { jar: phone });
    expect(opened.json()).toMatchObject({ success: true, code: 0, result: { orderNo, next: 'pay' } });
    expect((await show(phone, orderNo)).json().result.orderNo).toBe(orderNo);
  });

  it('refuses alike a token never issued, an expired one, another tenant\'s, and a link to a stranger\'s order', async () => {
    const buyer = new CookieJar();
    const { orderNo } = await submitFrom(buyer);
    const { token } = (await linkFor(buyer, { orderNo })).json().result as { token: string };

    const unknown = await callApi(t, 'resolveBuyerLink', { token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}` }, { jar: new CookieJar() });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, GONE]);
    const tenants = await t.db.query<{ code: string }>('SELECT code FROM tenants ORDER BY code');
    const other = tenants.rows.map((row) => row.code).find((code) => code !== 'health');
    if (other) {
      const elsewhere = await callApi(t, 'resolveBuyerLink', { token }, { jar: new CookieJar(), tenant: other });
      expect([elsewhere.statusCode, elsewhere.json()]).toEqual([404, GONE]);
    }
    // A stranger cannot mint a link to an order it may not name.
    expect((await linkFor(new CookieJar(), { orderNo })).statusCode).toBe(404);
    expect((await linkFor(null, { orderNo })).statusCode).toBe(404);

    t.clock.advance(BUYER_LINK_TTL_MS);
    const late = await callApi(t, 'resolveBuyerLink', { token }, { jar: new CookieJar() });
    expect([late.statusCode, late.json()]).toEqual([404, GONE]);
    await purgeExpired(t.db, t.clock.now());
    expect((await t.db.query('SELECT 1 FROM buyer_links WHERE order_no = $1', [orderNo])).rowCount).toBe(0);
  });

  it('mints a link from the order token too, and sends a paid order to its result', async () => {
    const { orderNo, encryptOrderNo } = await submitFrom(new CookieJar());
    await t.db.query("UPDATE orders SET status = 'processing' WHERE order_no = $1", [orderNo]);
    const { token } = (await linkFor(null, { encryptOrderNo })).json().result as { token: string };
    const opened = await callApi(t, 'resolveBuyerLink', { token }, { jar: new CookieJar() });
    expect(opened.json().result).toMatchObject({ orderNo, next: 'result' });
  });

  it('rejects a malformed token before any lookup, and limits how often one address tries', async () => {
    const malformed = await callApi(t, 'resolveBuyerLink', { token: "' OR 1=1 --" }, { jar: null, ip: '10.9.9.1' });
    expect(malformed.statusCode).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i <= CALL_RATE_LIMITS.resolveBuyerLink!; i += 1) {
      statuses.push((await callApi(t, 'resolveBuyerLink', { token: 'A'.repeat(43) }, { jar: null, ip: '10.9.9.2' })).statusCode);
    }
    expect(statuses).toContain(429);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 404).length).toBeLessThanOrEqual(CALL_RATE_LIMITS.resolveBuyerLink!);
  });
});
