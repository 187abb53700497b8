import { assetReferences, type AssetReferenceAt } from '../../../schema/assets/asset-references';
import type { Queryable } from '../../db/database';
import { existingAssetIds } from './asset-store';

/**
 * The asset addresses of a template that the tenant's library does not hold, each with its JSON
 * Pointer: images that would not load for the buyer. For the publish gate.
 */
export async function missingTemplateAssets(db: Queryable, tenant: string, template: unknown): Promise<AssetReferenceAt[]> {
  const references = assetReferences(template);
  const existing = await existingAssetIds(db, tenant, references.map((reference) => reference.id));
  return references.filter((reference) => !existing.has(reference.id));
}
