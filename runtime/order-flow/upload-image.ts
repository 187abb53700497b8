import { Toast } from 'antd-mobile';
import { ERROR_MESSAGES } from '../../shared/messages/errors';
import type { ApiClient } from '../api/api-client';

/** An uploaded image: the server's id and the address it is shown from. */
export interface UploadedImage {
  readonly fileId: string;
  readonly url: string;
}

/**
 * Uploads a data URL with `uploadImage`. On any failure the buyer sees 图片上传失败! (spec section 8),
 * the only message: the call mutes the client's own, and undefined comes back.
 */
export async function uploadImage(api: ApiClient, fileStr: string, fileName: string): Promise<UploadedImage | undefined> {
  try {
    const reply = await api.call('uploadImage', { fileStr, fileName });
    if (reply.result) return reply.result;
  } catch {
    // Told below, in the one wording the spec gives for every upload failure.
  }
  Toast.show({ content: ERROR_MESSAGES.uploadFailed });
  return undefined;
}

/** The filesAtom slot of a signature: `from` 1 is the agent's, 2 the holder's. */
export function signatureSlot(from: string): string {
  return `signature-${from}`;
}
