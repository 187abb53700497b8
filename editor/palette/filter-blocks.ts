import type { BlockDefinition } from '../../schema/catalogue';

/** Blocks whose title, component name or description, in Chinese or English, contains the query (case-insensitive). */
export function filterBlocks(blocks: readonly BlockDefinition[], query: string): BlockDefinition[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...blocks];
  return blocks.filter((block) =>
    [block.title, block.titleEn, block.component, block.description, block.descriptionEn].some((text) => text.toLowerCase().includes(needle)),
  );
}
