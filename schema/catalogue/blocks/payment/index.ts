import { paymentInfo } from './payment-info';
import { paymentSummary } from './payment-summary';

/** Payment blocks, in palette order. */
export const paymentBlocks = [paymentInfo, paymentSummary] as const;
