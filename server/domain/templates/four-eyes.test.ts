import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../app/durations';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { EDITOR_SEEDS } from '../../testing/editor-seeds';
import { editorInject, signedInAs } from '../../testing/editor-sessions';
import { testDatabases } from '../../testing/test-databases';
import { titledDraft, UNSERVED_WARNING } from '../../testing/titled-draft';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe.each(testDatabases())('four-eyes publishing on $name', (target) => {
  let t: TestApp;
  /** Session cookies: an editor who may also publish, a publisher, an operator; and ba's editor-publisher. */
  const as: Record<'both' | 'publisher' | 'operator' | 'baBoth', string> = { both: '', publisher: '', operator: '', baBoth: '' };
  beforeAll(async () => {
    t = await createTestApp(target, { seed: EDITOR_SEEDS });
    as.both = await signedInAs(t, 'fe-both', 'health', ['operator', 'publisher']);
    as.publisher = await signedInAs(t, 'fe-pub', 'health', ['publisher']);
    as.operator = await signedInAs(t, 'fe-op', 'health', ['operator']);
    as.baBoth = await signedInAs(t, 'fe-ba-both', 'ba', ['operator', 'publisher']);
  });
  afterAll(async () => t.close());

  const send = async (cookie: string, method: 'GET' | 'POST' | 'PUT', path: string, body?: object) => {
    // The drafts made here are served by no promotion: the publisher acknowledged that gate warning.
    const sent = body && path.endsWith('/publish') && !('acknowledgedWarnings' in body) ? { ...body, acknowledgedWarnings: [UNSERVED_WARNING] } : body;
    const response = await editorInject(t, { method, path, cookie, ...(sent ? { body: sent } : {}) });
    return { status: response.statusCode, json: response.json() as Json };
  };
  /** A new template of the cookie's tenant whose draft the cookie's user saved: its id and when it was saved. */
  const draftBy = async (cookie: string, title: string) => {
    const created = await send(cookie, 'POST', '/templates', { name: title, insuranceCategory: 'healthInsurance' });
    t.clock.advance(MINUTE_MS);
    const saved = await send(cookie, 'PUT', `/templates/${created.json.result.templateId}/draft`, { revision: 1, draft: titledDraft(title) });
    expect(saved.status).toBe(200);
    t.clock.advance(MINUTE_MS);
    return { templateId: created.json.result.templateId as string, savedAt: saved.json.result.updatedAt as string };
  };
  const versions = async (templateId: string) => (await send(as.publisher, 'GET', `/templates/${templateId}/versions`)).json.result as Json[];
  const expectFourEyesRefusal = (refused: { status: number; json: Json }) => {
    expect(refused).toMatchObject({ status: 403, json: { success: false, code: 40300, details: { rule: 'fourEyes' } } });
    expect(refused.json.message).toContain('四眼');
  };

  it('refuses the last editor publishing their own draft, and lets another publisher publish it', async () => {
    const { templateId, savedAt } = await draftBy(as.both, '自己写的');
    expect((await send(as.both, 'GET', `/templates/${templateId}`)).json.result.draftEditor).toBe('fe-both');
    expectFourEyesRefusal(await send(as.both, 'POST', `/templates/${templateId}/publish`, { revision: 2 }));
    expect(await versions(templateId)).toEqual([]);

    const published = await send(as.publisher, 'POST', `/templates/${templateId}/publish`, { revision: 2 });
    expect(published).toMatchObject({ status: 200, json: { result: { version: 1, revision: 2, publishedAt: t.clock.now().toISOString() } } });
    const expected = { version: 1, author: 'fe-both', authoredAt: savedAt, publishedBy: 'fe-pub', draftRevision: 2, rolledBackFrom: null, publishedAt: t.clock.now().toISOString() };
    expect(await versions(templateId)).toEqual([{ ...expected, note: '' }]);
    expect((await send(as.operator, 'GET', `/templates/${templateId}/versions/1`)).json.result).toMatchObject(expected);
  });

  it('judges by the last editor: a draft someone else saved last is the editor-publisher’s to publish', async () => {
    const { templateId } = await draftBy(as.both, '先写后改');
    const changed = await send(as.operator, 'PUT', `/templates/${templateId}/draft`, { revision: 2, draft: titledDraft('同事改过') });
    expect(changed.json.result.draftEditor).toBe('fe-op');
    const published = await send(as.both, 'POST', `/templates/${templateId}/publish`, { revision: 3 });
    expect(published.status).toBe(200);
    expect(await versions(templateId)).toMatchObject([{ version: 1, author: 'fe-op', authoredAt: changed.json.result.updatedAt, publishedBy: 'fe-both', draftRevision: 3 }]);
  });

  it('applies to rollback: the author of the restored version may not republish it', async () => {
    const { templateId, savedAt } = await draftBy(as.both, '第一版');
    expect((await send(as.publisher, 'POST', `/templates/${templateId}/publish`, { revision: 2 })).status).toBe(200);
    await send(as.operator, 'PUT', `/templates/${templateId}/draft`, { revision: 2, draft: titledDraft('第二版') });
    expect((await send(as.both, 'POST', `/templates/${templateId}/publish`, { revision: 3 })).status).toBe(200);
    const before = (await send(as.both, 'GET', `/templates/${templateId}`)).json.result;

    expectFourEyesRefusal(await send(as.both, 'POST', `/templates/${templateId}/versions/1/rollback`, {}));
    expect((await send(as.both, 'GET', `/templates/${templateId}`)).json.result).toEqual(before);
    expect(await versions(templateId)).toHaveLength(2);

    const rolledBack = await send(as.publisher, 'POST', `/templates/${templateId}/versions/1/rollback`, {});
    expect(rolledBack).toMatchObject({ status: 200, json: { result: { version: 3, revision: 4 } } });
    // Version 2 was written by fe-op: fe-both may restore it.
    expect((await send(as.both, 'POST', `/templates/${templateId}/versions/2/rollback`, {})).status).toBe(200);
    expect((await versions(templateId)).map((v) => [v.version, v.rolledBackFrom, v.author, v.publishedBy])).toEqual([
      [4, 2, 'fe-op', 'fe-both'],
      [3, 1, 'fe-both', 'fe-pub'],
      [2, null, 'fe-op', 'fe-both'],
      [1, null, 'fe-both', 'fe-pub'],
    ]);
    expect((await versions(templateId)).find((v) => v.version === 3)).toMatchObject({ authoredAt: savedAt, draftRevision: 4 });
  });

  it('lets the last editor publish where the tenant turned the rule off', async () => {
    await t.db.query("UPDATE tenants SET four_eyes = false WHERE code = 'ba'");
    const { templateId } = await draftBy(as.baBoth, '百安自审');
    const published = await send(as.baBoth, 'POST', `/templates/${templateId}/publish`, { revision: 2 });
    expect(published.status).toBe(200);
    expect((await send(as.baBoth, 'GET', `/templates/${templateId}/versions`)).json.result).toMatchObject([
      { version: 1, author: 'fe-ba-both', publishedBy: 'fe-ba-both' },
    ]);
    // The health tenant keeps the rule.
    const { templateId: healthTemplate } = await draftBy(as.both, '健康保仍需他人发布');
    expectFourEyesRefusal(await send(as.both, 'POST', `/templates/${healthTemplate}/publish`, {}));
  });

  it('lets anyone publish content no editor wrote: the seed’s, or a draft saved before accounts existed', async () => {
    const rolledBack = await send(as.both, 'POST', '/templates/tpl-health-life/versions/1/rollback', {});
    expect(rolledBack.status).toBe(200);
    expect((await versions('tpl-health-life'))[0]).toMatchObject({ version: 2, rolledBackFrom: 1, author: null, authoredAt: null, publishedBy: 'fe-both' });

    await t.db.query("UPDATE templates SET draft = $1::jsonb, revision = revision + 1 WHERE tenant_code = 'health' AND template_id = 'tpl-health-home'", [
      JSON.stringify(titledDraft('账号启用前的修改')),
    ]);
    // The home template's promotion sells the property goods, not the medical goods the draft names.
    const acknowledgedWarnings = [{ rule: 'promotion.goods-match', path: '/goodsId' }];
    const published = await send(as.both, 'POST', '/templates/tpl-health-home/publish', { revision: 2, acknowledgedWarnings });
    expect(published.status).toBe(200);
    expect((await versions('tpl-health-home'))[0]).toMatchObject({ version: 2, author: null, publishedBy: 'fe-both', draftRevision: 2 });
  });
});
