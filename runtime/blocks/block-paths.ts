import type { BlockCategory } from '../../schema/catalogue';

/*
 * Where a block lives. Its catalogue entry is `schema/catalogue/blocks/<category>/<name>.ts` and its
 * component `runtime/blocks/<category>/<name>.tsx`, `<name>` being the component name in kebab case, so
 * either is found from the other in one hop. Paths are repository-relative, with `/`.
 */

/** Folders under runtime/blocks that hold no block: helpers blocks of several categories share, and the test harness. */
export const BLOCK_SUPPORT_FOLDERS: readonly string[] = ['shared', 'testing'];

/** The file name, without extension, of a block's catalogue entry and component: `healthNoticeText` → `health-notice-text`. */
export function blockFileName(component: string): string {
  return component.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** The catalogue entry of a block. */
export function catalogueEntryPath(category: BlockCategory, name: string): string {
  return `schema/catalogue/blocks/${category}/${name}.ts`;
}

/** The module that lists a category's catalogue entries in palette order. */
export function catalogueIndexPath(category: BlockCategory): string {
  return `schema/catalogue/blocks/${category}/index.ts`;
}

/** The React component of a block, mirroring its catalogue entry. */
export function blockComponentPath(category: BlockCategory, name: string): string {
  return `runtime/blocks/${category}/${name}.tsx`;
}

/** The component test beside a block's component. */
export function blockTestPath(category: BlockCategory, name: string): string {
  return `runtime/blocks/${category}/${name}.test.tsx`;
}

/** The part of the block registry that loads a category's blocks. */
export function categoryLoadersPath(category: BlockCategory): string {
  return `runtime/blocks/${category}/loaders.ts`;
}
