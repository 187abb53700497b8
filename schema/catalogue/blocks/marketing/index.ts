/** marketing blocks, in palette order. */
export const marketingBlocks = [] as const;
