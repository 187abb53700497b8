import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION } from '../../../schema/template/schema-version';
import { checkTemplate } from './check-template';
import { emptyTemplate } from './empty-template';
import { TEMPLATE_MAX_DEPTH } from './too-deep';

const fixture = (path: string): unknown => JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../schema/fixtures', path), 'utf8'));

describe('checkTemplate', () => {
  it('accepts a valid current template as it is', () => {
    const result = checkTemplate(fixture('valid/life-product.json'));
    expect(result).toMatchObject({ ok: true, upgraded: false });
  });

  it('upgrades an old-format template before validating it', () => {
    const result = checkTemplate(fixture('v1/health-v1.json'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.upgraded).toBe(true);
    expect(result.template.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
  });

  it('refuses a template nested deeper than the limit, naming where, before the schema validator sees it', () => {
    const template = fixture('valid/life-product.json') as { pageList: { moduleList: { attrs: Record<string, unknown> }[] }[] };
    let deep: unknown = 'leaf';
    for (let level = 0; level < 5000; level += 1) deep = { nested: deep };
    const [page] = template.pageList;
    const [module] = page?.moduleList ?? [];
    if (!module) throw new Error('the fixture has a module');
    module.attrs.extra = deep;
    const result = checkTemplate(template);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]?.path).toMatch(/^\/pageList\/0\/moduleList\/0\/attrs\/extra(\/nested)+$/);
    expect(result.problems[0]?.message).toBe(`嵌套过深（模板最多 ${TEMPLATE_MAX_DEPTH} 层）`);
  });

  it('lists every problem of an invalid template as JSON Pointers', () => {
    const result = checkTemplate(fixture('invalid/duplicate-module-id.json'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.length).toBeGreaterThan(0);
    for (const problem of result.problems) expect(problem.path).toMatch(/^(\/[^/]+)*$/);
  });

  it('refuses what is not a template, or a format newer than this server', () => {
    expect(checkTemplate([])).toEqual({ ok: false, problems: [{ path: '', message: '模板数据不是对象' }] });
    const future = checkTemplate({ schemaVersion: CURRENT_SCHEMA_VERSION + 1, pageList: [] });
    expect(future.ok).toBe(false);
  });

  it('accepts the blank template a new template starts with', () => {
    expect(checkTemplate(emptyTemplate('新模板', 'propertyInsurance'))).toMatchObject({ ok: true, upgraded: false });
  });
});
