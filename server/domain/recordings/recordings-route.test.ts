import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_HEADER } from '../../../schema/api/tenant-header';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { testDatabases } from '../../testing/test-databases';
import { RECORDING_LIMITS } from './recording-limits';

const ID = 'route-test-recording-0001';
const chunk = (events: unknown[]) => gzipSync(JSON.stringify(events));
const events = [{ type: 3, timestamp: 1, data: { source: 5, text: '身份证号 110101199003074514' } }];

describe.each(testDatabases())('the recording chunk route on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { seed: false });
    await t.db.query("INSERT INTO tenants (code, name) VALUES ('health', '健康保'), ('ba', '保险')");
  });
  afterAll(async () => t.close());

  const post = (seq: number, body: Buffer, options: { tenantHeader?: string; query?: string; contentType?: string; id?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/recordings/${options.id ?? ID}/chunks/${seq}?${options.query ?? 'promotionId=health-baiwan'}`,
      headers: { 'content-type': options.contentType ?? 'application/gzip', ...(options.tenantHeader ? { [TENANT_HEADER]: options.tenantHeader } : {}) },
      payload: body,
    });

  it('stores a chunk once however often it is sent, by fetch with the tenant header or by beacon with the tenant in the query', async () => {
    const first = await post(0, chunk(events), { tenantHeader: 'health' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, stored: true });
    expect((await post(0, chunk(events), { tenantHeader: 'health' })).json()).toEqual({ success: true, stored: false });
    const beacon = await post(1, chunk(events), { query: 'promotionId=health-baiwan&tenant=health' });
    expect(beacon.json()).toEqual({ success: true, stored: true });
    const stored = await t.db.query<{ body: Uint8Array }>('SELECT body FROM recording_chunks WHERE recording_id = $1 ORDER BY seq', [ID]);
    expect(stored.rows).toHaveLength(2);
    for (const row of stored.rows) expect(gunzipSync(Buffer.from(row.body)).toString('utf8')).not.toContain('110101199003074514');
  });

  it('refuses what is not a recording chunk with a clear message, and never answers 500', async () => {
    const refusals = [
      await post(0, Buffer.from('not gzip'), { tenantHeader: 'health', id: 'route-test-recording-0002' }),
      await post(0, chunk([{ type: 'x' }]), { tenantHeader: 'health', id: 'route-test-recording-0003' }),
      await post(0, chunk(events), { tenantHeader: 'nobody', id: 'route-test-recording-0004' }),
      await post(0, chunk(events), { tenantHeader: 'health', id: 'short' }),
      await post(-1, chunk(events), { tenantHeader: 'health', id: 'route-test-recording-0005' }),
      await post(0, chunk(events), { tenantHeader: 'health', query: 'promotionId=<script>', id: 'route-test-recording-0006' }),
      // Another tenant's recording of the same id is not joined.
      await post(5, chunk(events), { tenantHeader: 'ba' }),
    ];
    for (const reply of refusals) {
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ success: false });
    }
    expect((await post(0, chunk(events), { tenantHeader: 'health', contentType: 'text/csv', id: 'route-test-recording-0007' })).statusCode).toBe(415);
    const tooLarge = await post(0, Buffer.alloc(RECORDING_LIMITS.chunkBytes + 1, 1), { tenantHeader: 'health', id: 'route-test-recording-0008' });
    expect(tooLarge.statusCode).toBe(413);
    const kept = await t.db.query("SELECT recording_id FROM recordings WHERE recording_id LIKE 'route-test-recording-000%' AND recording_id <> $1", [ID]);
    expect(kept.rows).toEqual([]);
  });
});
