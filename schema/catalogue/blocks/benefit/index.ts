/** benefit blocks, in palette order. */
export const benefitBlocks = [] as const;
