import type { Queryable } from '../../db/database';
import type { AssetCreator, AssetRecord } from './asset-record';
import { ASSET_COLUMNS, type AssetRow } from './asset-row';

/** What storing an asset did: the asset as the tenant now holds it, and whether it held it already. */
export interface StoredAsset {
  readonly row: AssetRow;
  readonly duplicate: boolean;
}

/**
 * Stores an asset in the tenant's library unless the tenant holds those bytes already (same id), in
 * which case the existing asset, its name and uploader are kept: content addressing makes a second
 * upload of the same image a no-op, and one tenant can never overwrite another's row.
 */
export async function storeAsset(db: Queryable, tenant: string, asset: AssetRecord, creator: AssetCreator | null, now: Date): Promise<StoredAsset> {
  const inserted = await db.query<AssetRow>(
    `INSERT INTO media_assets (tenant_code, id, mime_type, byte_size, width, height, name, content, thumbnail, origin, created_by_id, created_by_name, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (tenant_code, id) DO NOTHING
     RETURNING ${ASSET_COLUMNS}`,
    [
      tenant,
      asset.id,
      asset.mimeType,
      asset.content.length,
      asset.width,
      asset.height,
      asset.name,
      asset.content,
      asset.thumbnail,
      asset.origin,
      creator?.id ?? null,
      creator?.name ?? null,
      now,
    ],
  );
  const row = inserted.rows[0];
  if (row) return { row, duplicate: false };
  const existing = await db.query<AssetRow>(`SELECT ${ASSET_COLUMNS} FROM media_assets WHERE tenant_code = $1 AND id = $2`, [tenant, asset.id]);
  const kept = existing.rows[0];
  if (!kept) throw new Error(`asset ${asset.id} neither inserted nor found`);
  return { row: kept, duplicate: true };
}

/** Which of `ids` the tenant's library holds. */
export async function existingAssetIds(db: Queryable, tenant: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const found = await db.query<{ id: string }>('SELECT id FROM media_assets WHERE tenant_code = $1 AND id = ANY($2::text[])', [tenant, [...new Set(ids)]]);
  return new Set(found.rows.map((row) => row.id));
}

/**
 * Whether the tenant's library holds the asset: what the publish gate asks of every `/media/` address a
 * template refers to ("images that load").
 */
export async function assetExists(db: Queryable, tenant: string, id: string): Promise<boolean> {
  return (await existingAssetIds(db, tenant, [id])).has(id);
}
