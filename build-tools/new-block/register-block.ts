/** Lines longer than this are broken, one item a line, as the existing lists are. */
const LINE_WIDTH = 120;

const BLOCK_LIST = /^(export const \w+ = \[)([^\]]*)(\] as const;)$/m;
const LOADERS = /^(export const \w+: BlockLoaders = \{\n)([\s\S]*?)^(\};)$/m;

/**
 * A category's catalogue index (`schema/catalogue/blocks/<category>/index.ts`) with one more entry:
 * imported after the other imports and listed last in the category's palette order.
 */
export function registerCatalogueEntry(source: string, component: string, name: string): string {
  const list = BLOCK_LIST.exec(source);
  if (!list) throw new Error('found no `export const ... = [...] as const;` block list');
  const [whole, opening, items, closing] = list as unknown as [string, string, string, string];
  const entries = [...items.split(',').map((item) => item.trim()).filter((item) => item !== ''), component];
  const oneLine = `${opening}${entries.join(', ')}${closing}`;
  const listed = oneLine.length <= LINE_WIDTH ? oneLine : `${opening}\n${entries.map((entry) => `  ${entry},\n`).join('')}${closing}`;
  const withList = source.replace(whole, () => listed);
  const lines = withList.split('\n');
  const lastImport = lines.findLastIndex((line) => line.startsWith('import '));
  lines.splice(lastImport + 1, 0, `import { ${component} } from './${name}';`);
  return lines.join('\n');
}

/** A category's loaders (`runtime/blocks/<category>/loaders.ts`) with one more block, loaded on first use from `./<name>`. */
export function registerLoader(source: string, component: string, name: string): string {
  const loaders = LOADERS.exec(source);
  if (!loaders) throw new Error('found no `export const ...: BlockLoaders = { ... };` object');
  const [whole, opening, entries, closing] = loaders as unknown as [string, string, string, string];
  return source.replace(whole, () => `${opening}${entries}  ${component}: () => import('./${name}'),\n${closing}`);
}
