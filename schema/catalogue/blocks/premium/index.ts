/** premium blocks, in palette order. */
export const premiumBlocks = [] as const;
