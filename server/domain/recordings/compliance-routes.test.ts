import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { editorInject, signedInAs } from '../../testing/editor-sessions';
import { testDatabases } from '../../testing/test-databases';
import { checkChunk } from './recording-chunk';
import { storeChunk } from './store-chunk';
import { tieRecordingToOrder } from './tie-order';

const RECORDING = 'compliance-test-recording-01';
const events = (from: number) => Array.from({ length: 3 }, (_, index) => ({ type: 3, timestamp: from + index, data: { source: 2 } }));

describe.each(testDatabases())('the compliance routes of recordings on $name', (target) => {
  let t: TestApp;
  let compliance: string;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: false });
    await t.db.query("INSERT INTO tenants (code, name) VALUES ('health', '健康保'), ('ba', '保险')");
    for (const seq of [0, 1]) {
      await storeChunk(t.db, { recordingId: RECORDING, tenant: 'health', promotionId: 'health-baiwan', buyerId: null, seq, chunk: checkChunk(gzipSync(JSON.stringify(events(seq * 10)))), now: t.clock.now() });
    }
    await tieRecordingToOrder(t.db, t.context.pii, { recordingId: RECORDING, tenant: 'health', orderNo: 'ORD-COMPLIANCE-1', buyerId: null, holderPhone: '13712345678' });
    compliance = await signedInAs(t, 'health-compliance-user', 'health', ['compliance']);
  });
  afterAll(async () => t.close());

  it('let compliance find a recording by order or phone and read its events in order', async () => {
    for (const query of ['orderNo=ORD-COMPLIANCE-1', 'phone=13712345678']) {
      const found = await editorInject(t, { method: 'GET', path: `/recordings?${query}`, cookie: compliance });
      expect(found.statusCode).toBe(200);
      expect(found.json().result.recordings).toEqual([expect.objectContaining({ recordingId: RECORDING, orderNo: 'ORD-COMPLIANCE-1', chunkCount: 2 })]);
    }
    const read = await editorInject(t, { method: 'GET', path: `/recordings/${RECORDING}/events`, cookie: compliance });
    expect(read.statusCode).toBe(200);
    expect(read.json().result.events.map((event: { timestamp: number }) => event.timestamp)).toEqual([0, 1, 2, 10, 11, 12]);
    expect(read.json().result.nextSeq).toBeNull();
    // Who watched what, when: the replay is in the audit log.
    const audit = await editorInject(t, { method: 'GET', path: '/audit', cookie: compliance });
    expect(audit.json().result).toContainEqual(expect.objectContaining({ action: 'recordingReplayed', actor: 'health-compliance-user', target: RECORDING, detail: { orderNo: 'ORD-COMPLIANCE-1' } }));
    expect((await editorInject(t, { method: 'GET', path: '/recordings?phone=12345', cookie: compliance })).statusCode).toBe(400);
  });

  it('let no other role, nobody signed out and no other tenant read a recording', async () => {
    for (const role of ['operator', 'publisher', 'qa', 'admin'] as const) {
      const cookie = await signedInAs(t, `health-${role}-reader`, 'health', [role]);
      expect((await editorInject(t, { method: 'GET', path: '/recordings?orderNo=ORD-COMPLIANCE-1', cookie })).statusCode).toBe(403);
      expect((await editorInject(t, { method: 'GET', path: `/recordings/${RECORDING}/events`, cookie })).statusCode).toBe(403);
    }
    expect((await editorInject(t, { method: 'GET', path: `/recordings/${RECORDING}/events` })).statusCode).toBe(401);
    const otherTenant = await signedInAs(t, 'ba-compliance-reader', 'ba', ['compliance']);
    expect((await editorInject(t, { method: 'GET', path: '/recordings?orderNo=ORD-COMPLIANCE-1', cookie: otherTenant })).json().result.recordings).toEqual([]);
    expect((await editorInject(t, { method: 'GET', path: `/recordings/${RECORDING}/events`, cookie: otherTenant })).statusCode).toBe(404);
  });
});
