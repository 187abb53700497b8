import { randomId } from '../../app/random-id';
import type { Queryable } from '../../db/database';
import type { PiiVault } from '../../pii/pii-vault';
import type { ImageMimeType } from './image-content';

/** An uploaded image as stored. */
export interface StoredImage {
  readonly mimeType: ImageMimeType;
  readonly content: Buffer;
}

/** Where the server serves a tenant's image back (the route in `routes.ts`). */
export function imagePath(tenant: string, imageId: string): string {
  return `/api/v1/file/image/${encodeURIComponent(tenant)}/${encodeURIComponent(imageId)}`;
}

/**
 * Stores an image under a random 128-bit id: the id is the only key to the image, so it must not be
 * guessable from other uploads. Buyers upload certificate photos and signatures, so the bytes are
 * stored sealed. Returns the id.
 */
export async function saveImage(
  db: Queryable,
  pii: PiiVault,
  image: { tenant: string; bytes: Buffer; mimeType: ImageMimeType; fileName: string | undefined; now: Date },
): Promise<string> {
  const id = randomId(16);
  await db.query(
    'INSERT INTO uploaded_images (tenant_code, id, mime_type, byte_size, file_name, content, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [image.tenant, id, image.mimeType, image.bytes.length, image.fileName ?? null, pii.sealBytes(image.bytes), image.now],
  );
  return id;
}

/** A tenant's image by id, opened. */
export async function loadImage(db: Queryable, pii: PiiVault, tenant: string, imageId: string): Promise<StoredImage | undefined> {
  const found = await db.query<{ mime_type: ImageMimeType; content: Uint8Array }>(
    'SELECT mime_type, content FROM uploaded_images WHERE tenant_code = $1 AND id = $2',
    [tenant, imageId],
  );
  const row = found.rows[0];
  if (!row) return undefined;
  // pg returns a Buffer, PGlite a plain Uint8Array: view both as a Buffer without copying.
  return { mimeType: row.mime_type, content: pii.openBytes(Buffer.from(row.content.buffer, row.content.byteOffset, row.content.byteLength)) };
}
