/** result blocks, in palette order. */
export const resultBlocks = [] as const;
