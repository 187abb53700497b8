import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORDING_HEADER } from '../../../schema/api/recording-header';
import { TENANT_HEADER } from '../../../schema/api/tenant-header';
import { callApi } from '../../testing/call-api';
import { CookieJar } from '../../testing/cookie-jar';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testDatabases } from '../../testing/test-databases';
import { healthOrderBody } from '../orders/testing/health-order-body';
import { findRecordings } from './find-recordings';

const chunk = gzipSync(JSON.stringify([{ type: 4, timestamp: 1, data: { href: 'http://localhost/h', width: 375, height: 667 } }]));

describe.each(testDatabases())('a recording and the order its buyer makes, on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t.close());

  const send = (recordingId: string, seq: number, jar: CookieJar) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/recordings/${recordingId}/chunks/${seq}?promotionId=health-baiwan`,
      headers: { 'content-type': 'application/gzip', [TENANT_HEADER]: 'health', ...(jar.header() ? { cookie: jar.header() } : {}) },
      payload: chunk,
    });

  it('are tied when the order call names the recording: found by order number and by the holder’s phone; another buyer’s call ties nothing', async () => {
    const buyer = new CookieJar();
    const recordingId = `tie-test-${target.name}-recording-1`.replace(/[^A-Za-z0-9_-]/g, '');
    expect((await send(recordingId, 0, buyer)).statusCode).toBe(200);
    const body = healthOrderBody(t.clock.now());
    // Another browser naming the id: its order is made, the recording stays untied.
    const stranger = new CookieJar();
    const strangerOrder = await callApi(t, 'saveOrder', body, { jar: stranger, headers: { [RECORDING_HEADER]: 'some-other-recording-id-x' } });
    expect(strangerOrder.statusCode).toBe(200);
    const saved = await callApi(t, 'saveOrder', body, { jar: buyer, headers: { [RECORDING_HEADER]: recordingId } });
    expect(saved.statusCode).toBe(200);
    const orderNo = (saved.json() as { result: { orderNo: string } }).result.orderNo;
    const phone = body.holder?.person?.phone ?? '';
    expect(phone).not.toBe('');
    const byOrder = await findRecordings(t.db, t.context.pii, 'health', { orderNo });
    expect(byOrder.map((found) => found.recordingId)).toEqual([recordingId]);
    expect((await findRecordings(t.db, t.context.pii, 'health', { phone })).map((found) => found.recordingId)).toContain(recordingId);
    // The buyer's later chunks still join their recording; a stranger's do not.
    expect((await send(recordingId, 1, buyer)).statusCode).toBe(200);
    expect((await send(recordingId, 2, stranger)).statusCode).toBe(400);
  });

  it('never fails an order call whose recording id is malformed or unknown', async () => {
    for (const id of ['x', '../../etc', 'unknown-recording-id-000000']) {
      const saved = await callApi(t, 'saveOrder', healthOrderBody(t.clock.now()), { jar: new CookieJar(), headers: { [RECORDING_HEADER]: id } });
      expect(saved.statusCode).toBe(200);
    }
  });
});
