import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { EditorRouteResult } from '../../app/editor-handler';
import type { EditorRoutes } from '../../../schema/api/editor/editor-routes';
import { DomainError, ERROR_CODES } from '../../app/domain-error';
import type { Database } from '../../db/database';
import { recordAudit } from '../identity/audit-log';
import { ASSET_MAX_BYTES, ASSET_NAME_MAX_LENGTH } from './asset-limits';
import { ASSET_MESSAGES } from './asset-messages';
import type { AssetCreator } from './asset-record';
import { toEditorAsset } from './asset-row';
import { storeAsset } from './asset-store';
import { inspectImage } from './inspect-image';

/** An upload refused: 400 with the reason an operator reads. */
function refused(reason: string, status = 400): DomainError {
  return new DomainError(ERROR_CODES.badRequest, reason, status, { reason });
}

/** The file's name without folders or extension, as the library shows and searches it. */
export function assetName(fileName: string | undefined): string {
  const base = (fileName ?? '').split(/[\\/]/).pop() ?? '';
  return base.replace(/\.[A-Za-z0-9]{1,5}$/, '').trim().slice(0, ASSET_NAME_MAX_LENGTH);
}

/** The one file of a multipart upload, read to at most ASSET_MAX_BYTES (a longer file is refused unread). */
async function readUpload(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string | undefined }> {
  if (!request.isMultipart()) throw refused(ASSET_MESSAGES.notMultipart, 415);
  const file = await request.file({ limits: { fileSize: ASSET_MAX_BYTES, files: 1 } }).catch(() => undefined);
  if (!file) throw refused(ASSET_MESSAGES.empty);
  try {
    return { bytes: await file.toBuffer(), fileName: file.filename };
  } catch (error) {
    // The multipart plugin stops reading at its file-size limit and says so with this code.
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw refused(ASSET_MESSAGES.tooLarge);
    throw refused(ASSET_MESSAGES.empty);
  }
}

/**
 * Takes an image into the tenant's library: checked by its bytes (inspectImage), named by its SHA-256,
 * stored once per tenant with its thumbnail, and recorded in the audit log in the same transaction.
 * The same bytes uploaded again answer the asset already there (`duplicate`).
 */
export async function uploadAsset(
  db: Database,
  tenant: string,
  request: FastifyRequest,
  uploader: AssetCreator,
  now: Date,
): Promise<EditorRouteResult<EditorRoutes['uploadAsset']>> {
  const { bytes, fileName } = await readUpload(request);
  const inspected = await inspectImage(bytes);
  if (!inspected.ok) throw refused(inspected.reason);
  const { image } = inspected;
  const id = createHash('sha256').update(bytes).digest('hex');
  return db.transaction(async (tx) => {
    const stored = await storeAsset(
      tx,
      tenant,
      { id, mimeType: image.mimeType, content: bytes, thumbnail: image.thumbnail, width: image.width, height: image.height, name: assetName(fileName), origin: 'upload' },
      uploader,
      now,
    );
    await recordAudit(tx, {
      tenant,
      actor: uploader,
      action: 'assetUploaded',
      target: id,
      detail: { name: stored.row.name, mimeType: image.mimeType, bytes: bytes.length, width: image.width, height: image.height, duplicate: stored.duplicate },
      ip: request.ip,
      at: now,
    });
    return { asset: toEditorAsset(stored.row), duplicate: stored.duplicate };
  });
}
