import { smsValidateCode } from './sms-validate-code';
import { signatureBoard } from './signature-board';
import { idPhotoUpload } from './id-photo-upload';
import { imageUpload } from './image-upload';

/** Verification and signature blocks, in palette order. */
export const verifyBlocks = [smsValidateCode, signatureBoard, idPhotoUpload, imageUpload] as const;
