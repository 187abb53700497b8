import type { BlockLoaders } from '../block-loader-types';

/** The display blocks of the registry, each loaded on first use. */
export const displayLoaders: BlockLoaders = {};
