import type { BlockLoaders } from '../block-loader-types';

/** The blocks of catalogue category `confirm` (confirmation), in palette order, each loaded on first use. */
export const confirmLoaders: BlockLoaders = {
  orderConfirm: () => import('./order-confirm'),
  dutyConfirmList: () => import('./duty-confirm-list'),
  beneficiaryConfirm: () => import('./beneficiary-confirm'),
  invoiceConfirm: () => import('./invoice-confirm'),
  deliveryConfirm: () => import('./delivery-confirm'),
  agentConfirm: () => import('./agent-confirm'),
  invoiceBlock: () => import('./invoice-block'),
  sendAddressBlock: () => import('./send-address-block'),
};
