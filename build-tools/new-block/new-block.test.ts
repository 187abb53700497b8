import Ajv from 'ajv';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import type { Module } from '../../schema/template/module';
import { regenerateDocs } from './regenerate-docs';
import { runNewBlock, type NewBlockEffects } from './run-new-block';

const repository = resolve(import.meta.dirname, '../..');
const copies: string[] = [];

/** A copy of what the command reads and writes (the catalogue, the blocks, the docs generator), with the repository's packages. */
function copyOfRepository(): string {
  const root = mkdtempSync(join(tmpdir(), 'new-block-'));
  copies.push(root);
  for (const path of ['schema', 'runtime/blocks', 'tsconfig.json', 'package.json']) cpSync(join(repository, path), join(root, path), { recursive: true });
  symlinkSync(join(repository, 'node_modules'), join(root, 'node_modules'), 'dir');
  return root;
}

/** What the command said and whether it regenerated the docs. */
function recorded(regenerate: (root: string) => void = () => undefined) {
  const said = { log: [] as string[], error: [] as string[], regenerated: [] as string[] };
  const effects: NewBlockEffects = {
    log: (text) => said.log.push(text),
    error: (text) => said.error.push(text),
    regenerateDocs: (root) => {
      said.regenerated.push(root);
      regenerate(root);
    },
  };
  return { said, effects };
}

/** Every file of the block folders with its content, to see that a refusal wrote nothing. */
function blockFiles(root: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const folder of ['schema/catalogue/blocks', 'runtime/blocks']) {
    for (const entry of readdirSync(join(root, folder), { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) files.set(join(entry.parentPath, entry.name), readFileSync(join(entry.parentPath, entry.name), 'utf8'));
    }
  }
  return files;
}

afterAll(() => {
  for (const root of copies) rmSync(root, { recursive: true, force: true });
});

describe('npm run new-block', () => {
  it.each([
    [[], 'expected a category and a name, got 0 argument(s)'],
    [['marketing'], 'expected a category and a name, got 1 argument(s)'],
    [['more', 'award-wall'], '"more" is not a catalogue category'],
    [['marketing', 'AwardWall'], '"AwardWall" is not a kebab-case name'],
    [['marketing', 'award_wall'], '"award_wall" is not a kebab-case name'],
    [['marketing', 'award-2'], '"award-2" is not a kebab-case name'],
    [['marketing', 'claim-flow-intro'], 'schema/catalogue/blocks/marketing/claim-flow-intro.ts already exists'],
    [['layout', 'claim-flow-intro'], 'schema/catalogue/blocks/marketing/claim-flow-intro.ts already exists'],
    [['confirm', 'use-edit-link'], 'runtime/blocks/confirm/use-edit-link.ts already exists'],
    [['verify', 'confirm-card'], 'runtime/blocks/shared/order-details/confirm-card.tsx already exists'],
    [['form', 'new'], 'a reserved word of JavaScript'],
    [['form', 'define-block'], 'would shadow defineBlock'],
    [['marketing', 'award-wall', '--title', 'Award wall'], 'the title "Award wall" holds no Chinese'],
    [['marketing', 'award-wall', '--title-en', '获奖墙'], 'the English title "获奖墙" is empty or holds Chinese'],
    [['marketing', 'award-wall', '--colour', 'red'], 'unknown option --colour'],
    [['marketing', 'award-wall', '--title'], '--title needs a value'],
  ])('refuses %j with exit code 1, saying why, and writes nothing', (argv, reason) => {
    const root = copyOfRepository();
    const before = blockFiles(root);
    const { said, effects } = recorded();
    expect(runNewBlock(argv, root, effects)).toBe(1);
    expect(said.error.join('\n')).toContain(reason);
    expect(said.log).toEqual([]);
    expect(said.regenerated).toEqual([]);
    expect(blockFiles(root)).toEqual(before);
  });

  it('refuses a component an entry of another file name already declares', () => {
    const root = copyOfRepository();
    writeFileSync(join(root, 'schema/catalogue/blocks/form/awards.ts'), "export const awards = { component: 'awardWall' };\n");
    const { said, effects } = recorded();
    expect(runNewBlock(['marketing', 'award-wall'], root, effects)).toBe(1);
    expect(said.error.join('\n')).toContain('schema/catalogue/blocks/form/awards.ts already declares the component awardWall');
    expect(existsSync(join(root, 'schema/catalogue/blocks/marketing/award-wall.ts'))).toBe(false);
  });

  it('writes the entry, the component and its test at mirrored paths, registers both and regenerates the docs', { timeout: 120_000 }, async () => {
    const root = copyOfRepository();
    const { said, effects } = recorded(regenerateDocs);
    const argv = ['marketing', 'award-wall', '--title', '获奖墙', '--title-en', 'Award wall', '--description', '展示产品获得的奖项', '--description-en', 'Shows the awards the product has won'];
    expect(runNewBlock(argv, root, effects)).toBe(0);
    expect(said.error).toEqual([]);
    const read = (path: string) => readFileSync(join(root, path), 'utf8');
    const written = ['schema/catalogue/blocks/marketing/award-wall.ts', 'runtime/blocks/marketing/award-wall.tsx', 'runtime/blocks/marketing/award-wall.test.tsx'];
    expect(written.filter((path) => !existsSync(join(root, path)))).toEqual([]);
    for (const path of written) expect(said.log.join('\n')).toContain(`\n  ${path}\n`);
    expect(read('schema/catalogue/blocks/marketing/index.ts')).toContain("import { awardWall } from './award-wall';");
    expect(read('runtime/blocks/marketing/loaders.ts')).toContain("  awardWall: () => import('./award-wall'),\n};");
    expect(read('runtime/blocks/marketing/award-wall.test.tsx')).toContain("moduleOf('awardWall', awardWall.defaultAttrs)");

    // The copy's catalogue lists the block last in its category, in both languages, with defaults its schema accepts.
    const catalogue = (await import(join(root, 'schema/catalogue/index.ts'))) as typeof import('../../schema/catalogue');
    const marketing = catalogue.BLOCK_LIST.filter((block) => block.category === 'marketing');
    const block = marketing.at(-1)!;
    expect([block.component, block.title, block.titleEn, block.description, block.descriptionEn]).toEqual(['awardWall', '获奖墙', 'Award wall', '展示产品获得的奖项', 'Shows the awards the product has won']);
    expect(new Ajv({ strict: false }).validate(JSON.parse(JSON.stringify(block.attrs)), block.defaultAttrs)).toBe(true);
    expect(block.defaultAttrs).toEqual({ title: '获奖墙' });

    // The copy's registry loads the component, which shows the title a buyer sees.
    type AnyBlock = ComponentType<{ module: Module; attrs: unknown }>;
    const registry = (await import(join(root, 'runtime/blocks/block-loaders.ts'))) as { BLOCK_LOADERS: Record<string, () => Promise<{ default: AnyBlock }>> };
    const { default: AwardWall } = await registry.BLOCK_LOADERS.awardWall!();
    const module: Module = { id: 'm1', component: 'awardWall', label: '获奖墙', attrs: block.defaultAttrs, isDefault: true };
    const html = renderToStaticMarkup(createElement(AwardWall, { module, attrs: block.defaultAttrs }));
    expect(html).toMatch(/<h2[^>]*>获奖墙<\/h2>/);

    // The generated docs hold the block, so the published-files test stays green.
    expect(said.regenerated).toEqual([root]);
    expect(read('docs/blocks.md')).toContain('### `awardWall` — Award wall · 获奖墙');
    expect(read('schema/json/block-catalogue.json')).toContain('"component": "awardWall"');
  });
});
