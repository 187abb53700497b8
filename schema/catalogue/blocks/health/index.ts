/** health blocks, in palette order. */
export const healthBlocks = [] as const;
