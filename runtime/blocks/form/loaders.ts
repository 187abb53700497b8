import type { BlockLoaders } from '../block-loader-types';

/** The form blocks of the registry, each loaded on first use. */
export const formLoaders: BlockLoaders = {};
