import type { BlockLoaders } from '../block-loader-types';

/** The blocks of catalogue category `payment` (payment), in palette order, each loaded on first use. */
export const paymentLoaders: BlockLoaders = {
  paymentInfo: () => import('./payment-info'),
  paymentSummary: () => import('./payment-summary'),
};
