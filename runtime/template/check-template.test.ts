import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bigTemplate } from '../../bench/big-template';
import { migrateTemplate } from '../../schema/migrations/migrate-template';
import { compileTemplateValidator } from '../../schema/validate/compile-template-validator';
import type { Problem } from '../../schema/validate/problem';
import { validateTemplate } from '../../schema/validate/validate-template';
import { seedPromotionTemplate } from '../../server/domain/templates/seed-templates/seed-promotion-template';
import { SEED_PROMOTIONS } from '../../server/seed/seed-ids';
import { BLOCK_SUMMARIES } from './block-summaries';
import { checkTemplate } from './check-template';

const wholeTemplateValidator = compileTemplateValidator();
const sorted = (problems: readonly Problem[]) => [...problems].map((problem) => `${problem.path} ${problem.message}`).sort();

/** What the buyer app finds with its split validators, and what ajv finds with the whole-template schema. */
async function bothFind(input: unknown): Promise<{ split: string[]; whole: string[] }> {
  const state = await checkTemplate(input);
  const split = state.status === 'invalid' ? sorted(state.problems) : [];
  const migrated = migrateTemplate(input);
  const whole = migrated.ok ? sorted(validateTemplate(migrated.template, wholeTemplateValidator, BLOCK_SUMMARIES).problems) : [`${migrated.message}`];
  return { split, whole: migrated.ok ? whole : split };
}

const fixtures = (folder: string) => {
  const dir = resolve(import.meta.dirname, '../../schema/fixtures', folder);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => {
      const json = JSON.parse(readFileSync(resolve(dir, file), 'utf8')) as { template?: unknown };
      return [`${folder}/${file}`, folder === 'invalid' ? json.template : json] as const;
    });
};

const seeded = SEED_PROMOTIONS.map((promotion) => [promotion.promotionId, seedPromotionTemplate(promotion).template] as const);
const health = () => structuredClone(seeded[0]![1]) as unknown as { pageList: { moduleList: Record<string, unknown>[] }[] };

/** A seeded template broken in one way a hand-edited template breaks. */
const broken: readonly (readonly [string, () => unknown])[] = [
  ['an unknown component', () => { const t = health(); t.pageList[0]!.moduleList[0]!.component = 'noSuchBlock'; return t; }],
  ['a component that is not a string', () => { const t = health(); t.pageList[0]!.moduleList[0]!.component = 7; return t; }],
  ['attrs of the wrong type', () => { const t = health(); (t.pageList[0]!.moduleList[0]!.attrs as Record<string, unknown>).height = 'tall'; return t; }],
  ['an attr no block has', () => { const t = health(); (t.pageList[1]!.moduleList[0]!.attrs as Record<string, unknown>).colour = 'red'; return t; }],
  ['attrs that are not an object', () => { const t = health(); t.pageList[0]!.moduleList[0]!.attrs = 'none'; t.pageList[1]!.moduleList[0]!.attrs = []; return t; }],
  ['no attrs', () => { const t = health(); delete t.pageList[0]!.moduleList[0]!.attrs; return t; }],
  ['a module without id, label and isDefault', () => { const t = health(); const m = t.pageList[0]!.moduleList[0]!; delete m.id; delete m.label; delete m.isDefault; return t; }],
  ['a module that is a string', () => { const t = health(); (t.pageList[0]!.moduleList as unknown[])[0] = 'module'; return t; }],
  ['a page without a module list', () => { const t = health(); delete (t.pageList[0] as Record<string, unknown>).moduleList; return t; }],
  ['a module list that is an object', () => { const t = health(); (t.pageList[0] as Record<string, unknown>).moduleList = { a: t.pageList[0]!.moduleList[0] }; return t; }],
  ['no page list', () => { const t = health() as Record<string, unknown>; delete t.pageList; return t; }],
  ['a nested child with bad attrs', () => {
    const t = health();
    const parent = t.pageList.flatMap((page) => page.moduleList).find((module) => Array.isArray(module.children) && (module.children as unknown[]).length > 0)!;
    ((parent.children as Record<string, unknown>[])[0]!.attrs as Record<string, unknown>).required = 'yes';
    return t;
  }],
];

describe('the buyer app\'s split validators find what the whole-template schema finds', () => {
  it.each(seeded)('the seeded template of %s', async (_name, template) => {
    const { split, whole } = await bothFind(template);
    // Seeded as written, before the server stores its inline banners as assets: refused alike.
    expect(split).toEqual(whole);
  });

  it.each([...fixtures('valid'), ...fixtures('invalid'), ...fixtures('v1')])('the fixture %s', async (_name, template) => {
    const { split, whole } = await bothFind(template);
    expect(split).toEqual(whole);
  });

  it('the benchmark\'s template of 500 modules', async () => {
    expect(await bothFind(bigTemplate(500))).toEqual({ split: [], whole: [] });
  });

  it.each(broken)('a template with %s', async (_name, make) => {
    const { split, whole } = await bothFind(make());
    expect(whole.length).toBeGreaterThan(0);
    expect(split).toEqual(whole);
  });

  it('a seeded template with any one value replaced or removed', async () => {
    const template = seeded[1]![1];
    const paths = pathsOf(template);
    await fc.assert(
      fc.asyncProperty(fc.nat(paths.length - 1), fc.option(fc.jsonValue({ maxDepth: 2 }), { freq: 4 }), async (index, value) => {
        const { split, whole } = await bothFind(replaced(template, paths[index]!, value));
        expect(split).toEqual(whole);
      }),
      { numRuns: 150 },
    );
  });
});

/** Every path to a value of `node`, the root's own members first. */
function pathsOf(node: unknown, at: readonly (string | number)[] = []): (readonly (string | number)[])[] {
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => {
    const path = [...at, Array.isArray(node) ? Number(key) : key];
    return [path, ...pathsOf(value, path)];
  });
}

/** A copy of `template` with the value at `path` replaced by `value`, or removed for null. */
function replaced(template: unknown, path: readonly (string | number)[], value: unknown): unknown {
  const copy = structuredClone(template) as Record<string | number, unknown>;
  const parent = path.slice(0, -1).reduce<Record<string | number, unknown>>((node, key) => node[key] as Record<string | number, unknown>, copy);
  const key = path[path.length - 1]!;
  if (value === null && !Array.isArray(parent)) delete parent[key];
  else parent[key] = value;
  return copy;
}
