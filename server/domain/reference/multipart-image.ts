import type { FastifyRequest } from 'fastify';
import { checkImage, IMAGE_MAX_BYTES, toImageDataUrl } from './image-content';
import { REFERENCE_MESSAGES } from './reference-messages';
import { uploadFailed } from './upload-handlers';

/** The form body uploadImage takes. */
export interface ImageUploadForm {
  fileStr: string;
  fileName?: string;
}

const tooLarge = () => uploadFailed(REFERENCE_MESSAGES.imageTooLarge(IMAGE_MAX_BYTES / 1024 / 1024));

/**
 * Reads the one file of a multipart upload and turns it into the form uploadImage validates
 * (`fileStr` as a data URL of the checked type), so that both encodings go through one handler.
 * A file over the multipart size limit, no file at all, or a file that is no image is refused here.
 */
export async function multipartImageAsForm(request: FastifyRequest): Promise<ImageUploadForm> {
  const file = await request.file().catch(() => undefined);
  if (!file) throw uploadFailed(REFERENCE_MESSAGES.imageEmpty);
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    // The multipart plugin stops reading at its file-size limit and says so with this code.
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw uploadFailed(REFERENCE_MESSAGES.imageEmpty);
  }
  const check = checkImage(bytes);
  if (!check.ok) throw uploadFailed(check.reason);
  const fileName = file.filename?.trim().slice(0, 200);
  return { fileStr: toImageDataUrl(bytes, check.mimeType), ...(fileName ? { fileName } : {}) };
}
