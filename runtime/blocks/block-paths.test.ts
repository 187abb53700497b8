import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOCK_CATEGORIES, BLOCK_LIST } from '../../schema/catalogue';
import { BLOCK_SUPPORT_FOLDERS, blockComponentPath, blockFileName, catalogueEntryPath, categoryLoadersPath } from './block-paths';

const root = resolve(import.meta.dirname, '../..');
const exists = (path: string) => existsSync(resolve(root, path));
const read = (path: string) => readFileSync(resolve(root, path), 'utf8');
const LOADER = /(\w+):\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g;

/** Every file under a repository folder, as repository-relative paths. */
function filesUnder(folder: string): string[] {
  return readdirSync(resolve(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => resolve(entry.parentPath, entry.name).slice(root.length + 1).split('\\').join('/'));
}

describe('block paths', () => {
  it('keeps every catalogue entry at schema/catalogue/blocks/<category>/<name>.ts, named after its component', () => {
    const misplaced = BLOCK_LIST.flatMap((block) => {
      const path = catalogueEntryPath(block.category, blockFileName(block.component));
      return exists(path) && read(path).includes(`component: '${block.component}'`) ? [] : [`${block.component}: not declared in ${path}`];
    });
    expect(misplaced).toEqual([]);
  });

  it('keeps every block\'s component at runtime/blocks/<category>/<name>.tsx, mirroring its catalogue entry', () => {
    const missing = BLOCK_LIST.flatMap((block) => {
      const path = blockComponentPath(block.category, blockFileName(block.component));
      return exists(path) ? [] : [`${block.component}: no ${path}`];
    });
    expect(missing).toEqual([]);
  });

  it.each(BLOCK_CATEGORIES)('loads the %s blocks, and only them, from their mirrored paths in that category\'s loaders', (category) => {
    const source = read(categoryLoadersPath(category));
    const registered = [...source.matchAll(LOADER)].map(([, component, path]) => `${component} ${path}`);
    expect(registered).toHaveLength(source.split('import(').length - 1);
    const expected = BLOCK_LIST.filter((block) => block.category === category).map((block) => `${block.component} ./${blockFileName(block.component)}`);
    expect(registered.toSorted()).toEqual(expected.toSorted());
  });

  it('has no folder under runtime/blocks but the catalogue categories, the shared helpers and the test harness', () => {
    const folders = readdirSync(resolve(root, 'runtime/blocks'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    const known: readonly string[] = [...BLOCK_CATEGORIES, ...BLOCK_SUPPORT_FOLDERS];
    expect(folders.filter((folder) => !known.includes(folder))).toEqual([]);
  });

  it('has no file named after a block anywhere under runtime/blocks but at that block\'s mirrored path', () => {
    const mirrored = new Set(BLOCK_LIST.map((block) => blockComponentPath(block.category, blockFileName(block.component))));
    const names = new Set(BLOCK_LIST.map((block) => blockFileName(block.component)));
    const stray = filesUnder('runtime/blocks').filter((path) => names.has(basename(path).replace(/\.tsx?$/, '')) && !mirrored.has(path));
    expect(stray).toEqual([]);
  });
});
