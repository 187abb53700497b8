import type { AssetMimeType } from '../../../schema/assets/asset-url';
import type { Queryable } from '../../db/database';

/** The bytes served at an asset address, with their type. */
export interface AssetContent {
  readonly mimeType: AssetMimeType | 'image/webp';
  readonly content: Buffer;
}

/** pg returns a Buffer, PGlite a plain Uint8Array: view both as a Buffer without copying. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * An asset's bytes (or its thumbnail's) by id, whichever tenant holds them: the address is public and
 * content-addressed, so every copy is the same image. Undefined when no tenant holds it, or when the
 * address names another type than the asset's.
 */
export async function loadAssetContent(db: Queryable, id: string, part: { thumbnail: true } | { mimeType: AssetMimeType }): Promise<AssetContent | undefined> {
  const column = 'thumbnail' in part ? 'thumbnail' : 'content';
  const found = await db.query<{ mime_type: AssetMimeType; bytes: Uint8Array }>(`SELECT mime_type, ${column} AS bytes FROM media_assets WHERE id = $1 LIMIT 1`, [id]);
  const row = found.rows[0];
  if (!row) return undefined;
  if ('thumbnail' in part) return { mimeType: 'image/webp', content: asBuffer(row.bytes) };
  return row.mime_type === part.mimeType ? { mimeType: row.mime_type, content: asBuffer(row.bytes) } : undefined;
}
