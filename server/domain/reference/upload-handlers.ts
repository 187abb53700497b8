import type { CallHandlers } from '../../app/call-handler';
import { DomainError, ERROR_CODES } from '../../app/domain-error';
import { ERROR_MESSAGES } from '../../../shared/messages/errors';
import { readImageDataUrl } from './image-content';
import { imagePath, saveImage } from './image-store';
import { REFERENCE_MESSAGES } from './reference-messages';

/** The refusal of an upload: 图片上传失败! with the reason beside it for the buyer and the log. */
export function uploadFailed(reason: string): DomainError {
  return new DomainError(ERROR_CODES.badRequest, ERROR_MESSAGES.uploadFailed, 400, { reason });
}

/**
 * uploadImage: stores a JPEG, PNG or WebP of at most 10 MiB, sent as a data URL in the form field
 * `fileStr` (a multipart upload arrives here in the same form, see `routes.ts`), and answers its id
 * and the address it is served at.
 */
export const uploadHandlers = {
  uploadImage: async ({ body, tenant, app }) => {
    const image = readImageDataUrl(body.fileStr);
    if (!image.ok) throw uploadFailed(image.reason);
    const fileName = body.fileName?.trim().slice(0, 200) || undefined;
    const fileId = await saveImage(app.db, app.pii, { tenant, bytes: image.bytes, mimeType: image.mimeType, fileName, now: app.now() });
    return { success: true, code: 0, msg: REFERENCE_MESSAGES.uploadSucceeded, result: { fileId, url: imagePath(tenant, fileId) } };
  },
} satisfies CallHandlers;
