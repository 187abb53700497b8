import type { Database } from '../../db/database';
import { extractDataImages } from '../../../schema/assets/extract-data-images';
import { existingAssetIds } from './asset-store';
import { prepareTemplateImages, storePreparedAssets } from './template-images';

interface DraftRow {
  readonly tenant_code: string;
  readonly template_id: string;
  readonly draft: Record<string, unknown>;
}

interface VersionRow {
  readonly tenant_code: string;
  readonly template_id: string;
  readonly version: number;
  readonly content: Record<string, unknown>;
}

/** What the start-up step did. */
export interface LegacyImagesReport {
  readonly drafts: number;
  readonly versions: number;
  readonly refused: number;
}

/**
 * Moves the inline images of templates stored before format version 3 into the asset library, once,
 * at start-up (idempotent; every instance may run it). Drafts are rewritten to refer to the assets
 * (their revision stays: the content shows the same); published versions are never rewritten, so only
 * their images are stored, and the migration chain turns their inline images into the same addresses
 * whenever they are read. An image that cannot become an asset is logged and left where it is.
 */
export async function storeLegacyTemplateImages(db: Database, now: Date, log?: { warn: (details: object, message: string) => void }): Promise<LegacyImagesReport> {
  let refused = 0;
  const drafts = await db.query<DraftRow>("SELECT tenant_code, template_id, draft FROM templates WHERE draft::text LIKE '%data:image/%'");
  for (const row of drafts.rows) {
    const prepared = await prepareTemplateImages(row.draft, row.template_id);
    refused += prepared.problems.length;
    if (prepared.problems.length > 0) log?.warn({ template: row.template_id, problems: prepared.problems }, 'inline images left in a draft');
    await db.transaction(async (tx) => {
      await storePreparedAssets(tx, row.tenant_code, prepared.assets, null, now);
      if (prepared.problems.length === 0) {
        await tx.query('UPDATE templates SET draft = $3::jsonb WHERE tenant_code = $1 AND template_id = $2 AND draft = $4::jsonb', [
          row.tenant_code,
          row.template_id,
          JSON.stringify(prepared.value),
          JSON.stringify(row.draft),
        ]);
      }
    });
  }
  const versions = await db.query<VersionRow>("SELECT tenant_code, template_id, version, content FROM template_versions WHERE content::text LIKE '%data:image/%'");
  let storedVersions = 0;
  for (const row of versions.rows) {
    // Hashing is cheap; drawing and thumbnailing is not: only images the library lacks are prepared.
    const found = extractDataImages(row.content).images.map((image) => image.id);
    const existing = await existingAssetIds(db, row.tenant_code, found);
    if (found.every((id) => existing.has(id))) continue;
    const prepared = await prepareTemplateImages(row.content, `${row.template_id} v${row.version}`);
    const missing = prepared.assets.filter((asset) => !existing.has(asset.id));
    refused += prepared.problems.length;
    if (prepared.problems.length > 0) log?.warn({ template: row.template_id, version: row.version, problems: prepared.problems }, 'inline images of a version left unstored');
    if (missing.length === 0) continue;
    await db.transaction((tx) => storePreparedAssets(tx, row.tenant_code, missing, null, now));
    storedVersions += 1;
  }
  return { drafts: drafts.rows.length, versions: storedVersions, refused };
}
