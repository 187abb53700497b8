import { parseAssetUrl } from '../../../../schema/assets/asset-url';
import type { Queryable } from '../../../db/database';
import { existingAssetIds } from '../../assets/asset-store';

/**
 * Which of a template's image addresses load, as far as this server can tell: an asset address
 * (`/media/<sha256>.<ext>`) exists when the tenant's library holds it. Other addresses (another site's
 * images, this site's own files) are left out: the gate does not judge them. This is the seam between
 * the publish gate's `imageExists` and the asset store.
 */
export async function imageFacts(db: Queryable, tenant: string, refs: readonly string[]): Promise<Record<string, boolean>> {
  const assets = refs.flatMap((ref) => {
    const asset = parseAssetUrl(ref);
    return asset ? [{ ref, id: asset.id }] : [];
  });
  if (assets.length === 0) return {};
  const held = await existingAssetIds(db, tenant, assets.map((asset) => asset.id));
  return Object.fromEntries(assets.map((asset) => [asset.ref, held.has(asset.id)]));
}
