import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '../../app/durations';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { EDITOR_SEEDS } from '../../testing/editor-seeds';
import { editorInject, signedInAs } from '../../testing/editor-sessions';
import { testDatabases } from '../../testing/test-databases';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe.each(testDatabases())('QA verdicts on $name', (target) => {
  let t: TestApp;
  const as: Record<'qa' | 'otherQa' | 'operator' | 'compliance' | 'baQa', string> = { qa: '', otherQa: '', operator: '', compliance: '', baQa: '' };
  beforeAll(async () => {
    t = await createTestApp(target, { seed: EDITOR_SEEDS });
    as.qa = await signedInAs(t, 'vd-qa', 'health', ['qa']);
    as.otherQa = await signedInAs(t, 'vd-qa-2', 'health', ['qa']);
    as.operator = await signedInAs(t, 'vd-op', 'health', ['operator']);
    as.compliance = await signedInAs(t, 'vd-comp', 'health', ['compliance']);
    as.baQa = await signedInAs(t, 'vd-ba-qa', 'ba', ['qa']);
  });
  afterAll(async () => t.close());

  const send = async (cookie: string, method: 'GET' | 'POST' | 'PUT', path: string, body?: object) => {
    const response = await editorInject(t, { method, path, cookie, ...(body ? { body } : {}) });
    return { status: response.statusCode, json: response.json() as Json };
  };
  const newTemplate = async (name: string) => (await send(as.operator, 'POST', '/templates', { name })).json.result.templateId as string;

  it('records a verdict on the current draft revision and lists verdicts newest first', async () => {
    const templateId = await newTemplate('待验收');
    const passed = await send(as.qa, 'POST', `/templates/${templateId}/verdicts`, { revision: 1, verdict: 'pass', note: '  页面正常  ' });
    expect(passed).toEqual({ status: 200, json: { success: true, code: 0, result: { revision: 1, verdict: 'pass', note: '页面正常', by: 'vd-qa', at: t.clock.now().toISOString() } } });

    t.clock.advance(MINUTE_MS);
    await send(as.operator, 'PUT', `/templates/${templateId}/draft`, { revision: 1, draft: { pageList: [] } });
    const failed = await send(as.otherQa, 'POST', `/templates/${templateId}/verdicts`, { revision: 2, verdict: 'fail', note: '缺少健康告知' });
    expect(failed.status).toBe(200);
    // Two verdicts in the same instant still list in the order they were recorded, newest first.
    const again = await send(as.qa, 'POST', `/templates/${templateId}/verdicts`, { revision: 2, verdict: 'pass', note: '' });
    expect(again.status).toBe(200);

    const listed = await send(as.compliance, 'GET', `/templates/${templateId}/verdicts`);
    expect(listed.json.result.map((v: Json) => [v.revision, v.verdict, v.note, v.by])).toEqual([
      [2, 'pass', '', 'vd-qa'],
      [2, 'fail', '缺少健康告知', 'vd-qa-2'],
      [1, 'pass', '页面正常', 'vd-qa'],
    ]);
    expect((await send(as.operator, 'GET', `/templates/${templateId}`)).json.result.revision).toBe(2);
  });

  it('refuses a verdict on a revision the draft has moved past (409) and records nothing', async () => {
    const templateId = await newTemplate('已改动');
    await send(as.operator, 'PUT', `/templates/${templateId}/draft`, { revision: 1, draft: { pageList: [] } });
    const stale = await send(as.qa, 'POST', `/templates/${templateId}/verdicts`, { revision: 1, verdict: 'pass', note: '看的是旧稿' });
    expect(stale).toMatchObject({ status: 409, json: { success: false, code: 40900, details: { revision: 2 } } });
    const ahead = await send(as.qa, 'POST', `/templates/${templateId}/verdicts`, { revision: 3, verdict: 'pass', note: '' });
    expect(ahead.status).toBe(409);
    expect((await send(as.qa, 'GET', `/templates/${templateId}/verdicts`)).json.result).toEqual([]);
  });

  it('refuses a verdict from a user without the qa role (403)', async () => {
    const templateId = await newTemplate('非 QA');
    for (const cookie of [as.operator, as.compliance]) {
      const refused = await send(cookie, 'POST', `/templates/${templateId}/verdicts`, { revision: 1, verdict: 'pass', note: '' });
      expect(refused).toMatchObject({ status: 403, json: { code: 40300 } });
    }
    expect((await send(as.qa, 'GET', `/templates/${templateId}/verdicts`)).json.result).toEqual([]);
  });

  it('answers an unknown template, or another tenant’s, with 404', async () => {
    expect((await send(as.qa, 'POST', '/templates/tpl-nothing/verdicts', { revision: 1, verdict: 'pass', note: '' })).status).toBe(404);
    expect((await send(as.qa, 'GET', '/templates/tpl-nothing/verdicts')).status).toBe(404);
    expect((await send(as.baQa, 'POST', '/templates/tpl-health-baiwan/verdicts', { revision: 1, verdict: 'fail', note: '越权' })).status).toBe(404);
    expect((await send(as.baQa, 'GET', '/templates/tpl-health-baiwan/verdicts')).status).toBe(404);
    expect((await send(as.qa, 'GET', '/templates/tpl-health-baiwan/verdicts')).json.result).toEqual([]);
  });

  it('refuses a verdict that is neither pass nor fail, or a note over 500 characters (400)', async () => {
    expect((await send(as.qa, 'POST', '/templates/tpl-health-baiwan/verdicts', { revision: 1, verdict: 'maybe', note: '' })).status).toBe(400);
    expect((await send(as.qa, 'POST', '/templates/tpl-health-baiwan/verdicts', { revision: 1, verdict: 'pass', note: '长'.repeat(501) })).status).toBe(400);
  });
});
