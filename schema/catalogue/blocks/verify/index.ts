/** verify blocks, in palette order. */
export const verifyBlocks = [] as const;
