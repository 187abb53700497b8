import type { BlockLoaders } from '../block-loader-types';

/** The blocks of catalogue category `result` (result and order), in palette order, each loaded on first use. */
export const resultLoaders: BlockLoaders = {
  insureResult: () => import('./insure-result'),
  orderInfo: () => import('./order-info'),
};
