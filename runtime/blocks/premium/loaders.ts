import type { BlockLoaders } from '../block-loader-types';

/** The blocks of catalogue category `premium` (premium), in palette order, each loaded on first use. */
export const premiumLoaders: BlockLoaders = {
  premiumDisplay: () => import('./premium-display'),
  premiumSummary: () => import('./premium-summary'),
  paymentPlan: () => import('./payment-plan'),
  openRenewalSwitch: () => import('./open-renewal-switch'),
};
