import type { BlockLoaders } from '../block-loader-types';

/** The product blocks of the registry, each loaded on first use. */
export const productLoaders: BlockLoaders = {};
