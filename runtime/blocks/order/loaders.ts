import type { BlockLoaders } from '../block-loader-types';

/** Verification, confirmation, payment and result blocks of the registry, each loaded on first use. */
export const orderLoaders: BlockLoaders = {
  smsValidateCode: () => import('./sms-validate-code'),
  signatureBoard: () => import('./signature-board'),
  idPhotoUpload: () => import('./id-photo-upload'),
  imageUpload: () => import('./image-upload'),
  policyHolderInfoModule: () => import('./policy-holder-info-module'),
  insuredConfirmModule: () => import('./insured-confirm-module'),
  healthOrderConfirmModule: () => import('./health-order-confirm-module'),
  dutyConfirmList: () => import('./duty-confirm-list'),
  paymentInfo: () => import('./payment-info'),
  paymentSummary: () => import('./payment-summary'),
  insureResult: () => import('./insure-result'),
  orderInfo: () => import('./order-info'),
  orderConfirm: () => import('./order-confirm'),
  beneficiaryConfirm: () => import('./beneficiary-confirm'),
  invoiceConfirm: () => import('./invoice-confirm'),
  deliveryConfirm: () => import('./delivery-confirm'),
  agentConfirm: () => import('./agent-confirm'),
  invoiceBlock: () => import('./invoice-block'),
  sendAddressBlock: () => import('./send-address-block'),
};
