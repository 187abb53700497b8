import type { BlockLoaders } from '../block-loader-types';

/** The blocks of catalogue category `verify` (verification and signature), in palette order, each loaded on first use. */
export const verifyLoaders: BlockLoaders = {
  smsValidateCode: () => import('./sms-validate-code'),
  signatureBoard: () => import('./signature-board'),
  idPhotoUpload: () => import('./id-photo-upload'),
  imageUpload: () => import('./image-upload'),
};
