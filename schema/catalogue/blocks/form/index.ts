import { inputItem } from './input-item';

/** Form rows, in palette order. */
export const formBlocks = [inputItem] as const;
