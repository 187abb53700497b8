/** payment blocks, in palette order. */
export const paymentBlocks = [] as const;
