import { orderConfirm } from './order-confirm';
import { dutyConfirmList } from './duty-confirm-list';
import { beneficiaryConfirm } from './beneficiary-confirm';
import { invoiceConfirm } from './invoice-confirm';
import { deliveryConfirm } from './delivery-confirm';
import { agentConfirm } from './agent-confirm';
import { invoiceBlock } from './invoice-block';
import { sendAddressBlock } from './send-address-block';

/** Confirmation blocks, in palette order. */
export const confirmBlocks = [
  orderConfirm,
  dutyConfirmList,
  beneficiaryConfirm,
  invoiceConfirm,
  deliveryConfirm,
  agentConfirm,
  invoiceBlock,
  sendAddressBlock,
] as const;
