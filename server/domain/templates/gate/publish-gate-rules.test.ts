import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GateProduct } from '../../../../schema/api/editor/editor-gate-facts';
import { acknowledge } from '../../../../shared/publish-gate/acknowledged-warnings';
import { gateContext } from '../../../../shared/publish-gate/gate-context';
import { serverImageRefs } from '../../../../shared/publish-gate/image-references';
import { runPublishGate } from '../../../../shared/publish-gate/run-publish-gate';
import { worldFacts } from '../../../../shared/publish-gate/testing/gate-world';
import { publishableWorld } from '../../../../shared/publish-gate/testing/publishable-world';
import { RULES_TO_BREAK } from '../../../../shared/publish-gate/testing/rule-breakers';
import { SEED_GOODS } from '../../../seed/seed-ids';
import { createTestApp, type TestApp } from '../../../testing/create-test-app';
import { EDITOR_SEEDS } from '../../../testing/editor-seeds';
import { editorInject, signedInAs } from '../../../testing/editor-sessions';
import { testDatabases } from '../../../testing/test-databases';
import { writeGateWorld } from '../../../testing/write-gate-world';
import { productFacts } from './product-facts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const TENANT = 'health';

/**
 * Every rule of the publish gate on the publish route: a draft broken by the rule's breaker, on the
 * tenant's seeded goods (and the rows the break needs: goods without plans, promotions serving the
 * draft), is refused with the rule, its severity and its pointer; a warning is published once
 * acknowledged, an error never. One app per database serves every rule.
 */
describe.each(testDatabases())('each publish gate rule on the publish route on $name', (target) => {
  let t: TestApp;
  let seededGoods: GateProduct[] = [];
  const cookies = { operator: '', publisher: '' };
  beforeAll(async () => {
    t = await createTestApp(target, { seed: EDITOR_SEEDS });
    cookies.operator = await signedInAs(t, 'rules-op', TENANT, ['operator']);
    cookies.publisher = await signedInAs(t, 'rules-pub', TENANT, ['publisher']);
    const goods = await Promise.all(Object.values(SEED_GOODS).map((seeded) => productFacts(t.db, TENANT, seeded.goodsId)));
    seededGoods = goods.filter((found): found is GateProduct => found !== null);
    expect(seededGoods).toHaveLength(Object.values(SEED_GOODS).length);
  });
  afterAll(async () => t.close());

  const call = async (role: keyof typeof cookies, method: 'GET' | 'POST' | 'PUT', path: string, body?: object) => {
    const response = await editorInject(t, { method, path, cookie: cookies[role], ...(body ? { body } : {}) });
    return { status: response.statusCode, json: response.json() as Json };
  };

  it('publishes the starting world of every product line as it is', async () => {
    for (const category of ['healthInsurance', 'lifeInsurance', 'propertyInsurance'] as const) {
      const world = publishableWorld(category, { goods: seededGoods, promotionId: `rules-start-${category}` });
      const created = await call('operator', 'POST', '/templates', { name: `起点 ${category}`, insuranceCategory: category });
      const templateId = created.json.result.templateId as string;
      await writeGateWorld(t.db, TENANT, templateId, world);
      expect((await call('operator', 'PUT', `/templates/${templateId}/draft`, { revision: 1, draft: world.template })).status).toBe(200);
      expect(await call('publisher', 'POST', `/templates/${templateId}/publish`, { revision: 2 })).toMatchObject({ status: 200, json: { result: { version: 1 } } });
    }
  });

  it.each(RULES_TO_BREAK)('$id: refused with its severity and pointer, and nothing published', async ({ id, rule, breaker }) => {
    // Each rule's promotion id is its own: one database serves every rule.
    const world = breaker((category) => publishableWorld(category, { goods: seededGoods, promotionId: `rules-${id}` }));
    const facts = worldFacts(world);
    const expected = runPublishGate(world.template, gateContext(facts));

    const created = await call('operator', 'POST', '/templates', { name: `规则 ${id}`, insuranceCategory: world.template.insuranceCategory });
    expect(created.status).toBe(200);
    const templateId = created.json.result.templateId as string;
    await writeGateWorld(t.db, TENANT, templateId, world);
    expect((await call('operator', 'PUT', `/templates/${templateId}/draft`, { revision: 1, draft: world.template })).status).toBe(200);
    // The server holds the world: it gathers the very facts the shared breaker was judged on.
    const goodsId = world.template.goodsId;
    const gathered = await call('operator', 'POST', `/templates/${templateId}/gate-facts`, { ...(goodsId ? { goodsId } : {}), imageRefs: serverImageRefs(world.template) });
    expect(gathered.json.result).toEqual(facts);

    const refused = await call('publisher', 'POST', `/templates/${templateId}/publish`, { revision: 2 });
    expect(refused.status).toBe(422);
    const own = expected.filter((finding) => finding.rule === id);
    expect(own.length).toBeGreaterThan(0);
    for (const finding of own) expect(refused.json.errors).toContainEqual(expect.objectContaining({ rule: id, severity: rule.severity, path: finding.path }));
    expect(refused.json.errors).toEqual(expected);
    expect((await call('publisher', 'GET', `/templates/${templateId}/versions`)).json.result).toEqual([]);

    const acknowledged = await call('publisher', 'POST', `/templates/${templateId}/publish`, { revision: 2, acknowledgedWarnings: acknowledge(expected) });
    if (rule.severity === 'warning') {
      expect(acknowledged).toMatchObject({ status: 200, json: { result: { version: 1 } } });
    } else {
      expect(acknowledged.status).toBe(422);
      expect(acknowledged.json.errors).toEqual(expected);
      expect((await call('publisher', 'GET', `/templates/${templateId}/versions`)).json.result).toEqual([]);
    }
  });
});
