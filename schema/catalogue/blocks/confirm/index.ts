/** confirm blocks, in palette order. */
export const confirmBlocks = [] as const;
