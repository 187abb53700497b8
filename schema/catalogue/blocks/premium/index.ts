import { premiumDisplay } from './premium-display';
import { premiumSummary } from './premium-summary';
import { paymentPlan } from './payment-plan';
import { openRenewalSwitch } from './open-renewal-switch';

/** Premium blocks, in palette order. */
export const premiumBlocks = [premiumDisplay, premiumSummary, paymentPlan, openRenewalSwitch] as const;
