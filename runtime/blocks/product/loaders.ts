import type { BlockLoaders } from '../block-loader-types';

/** The product blocks of the registry, each loaded on first use. */
export const productLoaders: BlockLoaders = {
  toolbar: () => import('./toolbar'),
  premiumDisplay: () => import('./premium-display'),
  planSelector: () => import('./plan-selector'),
  planTabs: () => import('./plan-tabs'),
  paymentPlan: () => import('./payment-plan'),
  openRenewalSwitch: () => import('./open-renewal-switch'),
  premiumSummary: () => import('./premium-summary'),
  clauseAgreement: () => import('./clause-agreement'),
  clauseList: () => import('./clause-list'),
  bottomButtons: () => import('./bottom-buttons'),
};
