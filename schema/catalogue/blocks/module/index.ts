import { policyHolderModule } from './policy-holder-module';
import { insuredModule } from './insured-module';
import { insurancePlanTrialCalculation } from './insurance-plan-trial-calculation';
import { insuredElementModule } from './insured-element-module';
import { trailCommonModule } from './trail-common-module';
import { addInsuredBlock } from './add-insured-block';
import { healthInfoModule } from './health-info-module';
import { healthNotificationListModule } from './health-notification-list-module';
import { insuredConfirmModule } from './insured-confirm-module';
import { policyHolderInfoModule } from './policy-holder-info-module';
import { healthOrderConfirmModule } from './health-order-confirm-module';
import { beneficiaryList } from './beneficiary-list';
import { agentModule } from './agent-module';
import { tabsModule } from './tabs-module';

/** Business modules, in palette order. */
export const moduleBlocks = [
  policyHolderModule,
  insuredModule,
  insurancePlanTrialCalculation,
  insuredElementModule,
  trailCommonModule,
  addInsuredBlock,
  healthInfoModule,
  healthNotificationListModule,
  insuredConfirmModule,
  policyHolderInfoModule,
  healthOrderConfirmModule,
  beneficiaryList,
  agentModule,
  tabsModule,
] as const;
