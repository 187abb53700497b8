import type { BlockLoaders } from '../block-loader-types';

/** The blocks of catalogue category `module` (business modules), in palette order, each loaded on first use. */
export const moduleLoaders: BlockLoaders = {
  policyHolderModule: () => import('./policy-holder-module'),
  insuredModule: () => import('./insured-module'),
  insurancePlanTrialCalculation: () => import('./insurance-plan-trial-calculation'),
  insuredElementModule: () => import('./insured-element-module'),
  trailCommonModule: () => import('./trail-common-module'),
  addInsuredBlock: () => import('./add-insured-block'),
  healthInfoModule: () => import('./health-info-module'),
  healthNotificationListModule: () => import('./health-notification-list-module'),
  insuredConfirmModule: () => import('./insured-confirm-module'),
  policyHolderInfoModule: () => import('./policy-holder-info-module'),
  healthOrderConfirmModule: () => import('./health-order-confirm-module'),
  beneficiaryList: () => import('./beneficiary-list'),
  agentModule: () => import('./agent-module'),
  tabsModule: () => import('./tabs-module'),
};
