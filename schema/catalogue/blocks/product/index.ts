/** product blocks, in palette order. */
export const productBlocks = [] as const;
