import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION } from '../../../schema/template/schema-version';
import { checkTemplate } from './check-template';
import { emptyTemplate } from './empty-template';

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
