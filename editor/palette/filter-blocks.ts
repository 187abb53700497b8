import type { BlockDefinition } from '../../schema/catalogue';

/** Blocks whose title, component name or description contains the query (case-insensitive). */
export function filterBlocks(blocks: readonly BlockDefinition[], query: string): BlockDefinition[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...blocks];
  return blocks.filter((block) =>
    [block.title, block.component, block.description].some((text) => text.toLowerCase().includes(needle)),
  );
}
