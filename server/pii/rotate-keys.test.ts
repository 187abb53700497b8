import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { testDatabases } from '../testing/test-databases';
import { runKeysCommand } from './keys-command';
import { keyId } from './pii-keys';
import { PiiVault } from './pii-vault';
import { openDocument } from './seal-document';

describe.each(testDatabases())('personal data at rest and key rotation on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t.close();
  });

  const material = randomBytes(32);
  const keys = () => t.context.config.piiKeys;
  const next = () => new PiiVault({ current: { id: keyId(material), material }, previous: [keys().current], index: keys().index });
  const run = (command: string, pii: PiiVault) => runKeysCommand([command], { withDatabase: (use) => use(t.db), pii: () => pii });

  it('stores the demo orders and policies sealed: no name, ID number or phone in clear', async () => {
    const stored = JSON.stringify([(await t.db.query('SELECT payload, priced_insured_list FROM orders')).rows, (await t.db.query('SELECT holder_name, insured_name FROM policies')).rows]);
    expect(stored).toContain('pii:1:');
    expect(stored).not.toMatch(/"(name|certNo|phone|holder_name|insured_name)":"(?!pii:1:)[^"]+"/);
  });

  it('re-seals everything with a new key, after which the previous key is no longer needed', async () => {
    const rotated = next();
    // An order row written in clear, as before encryption at rest.
    await t.db.query(`UPDATE orders SET payload = jsonb_set(payload, '{holder,person,name}', '"张三"') WHERE order_no = (SELECT min(order_no) FROM orders)`);
    const before = await run('check', rotated);
    expect(before).toMatch(/^\d+ row\(s\) still to re-seal/);
    expect(Number(before.split(' ')[0])).toBeGreaterThan(0);
    expect(await run('rotate', rotated)).toMatch(new RegExp(`re-sealed with key ${rotated.currentKeyId}`));
    expect(await run('check', rotated)).toMatch(/^0 row\(s\)[\s\S]*Nothing depends on PII_KEY_PREVIOUS/);

    // The new key alone opens every value now.
    const alone = new PiiVault({ current: { id: keyId(material), material }, previous: [], index: keys().index });
    const { rows } = await t.db.query<{ payload: unknown; priced_insured_list: unknown }>('SELECT payload, priced_insured_list FROM orders ORDER BY order_no');
    const opened = rows.map((row) => openDocument(row, alone));
    expect(JSON.stringify(opened)).toContain('张三');
    expect(JSON.stringify(rows)).not.toContain('张三');
    const names = (await t.db.query<{ holder_name: string }>('SELECT holder_name FROM policies')).rows.map((row) => alone.open(row.holder_name));
    expect(names.every((name) => name.length > 0 && !name.startsWith('pii:'))).toBe(true);
  });

  it('prints a fresh 32-byte key and the usage for anything else', async () => {
    const key = await run('generate', next());
    expect(Buffer.from(key, 'base64')).toHaveLength(32);
    expect(await run('help', next())).toMatch(/^Usage: npm run keys/);
  });
});
