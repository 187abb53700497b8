import type { AssetPage } from '../../../schema/api/editor/editor-asset';
import type { Queryable } from '../../db/database';
import { ASSET_COLUMNS, toEditorAsset, type AssetRow } from './asset-row';

/** What the library is asked for: words of the name, and a page. */
export interface AssetQuery {
  readonly q?: string;
  readonly page?: number;
  readonly pageSize?: number;
}

const DEFAULT_PAGE_SIZE = 24;

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** One page of the tenant's assets whose name contains the search text (any case), newest first. */
export async function listAssets(db: Queryable, tenant: string, query: AssetQuery): Promise<AssetPage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const search = query.q?.trim() ?? '';
  const where = search === '' ? 'tenant_code = $1' : `tenant_code = $1 AND name ILIKE $2 ESCAPE '\\'`;
  const params: unknown[] = search === '' ? [tenant] : [tenant, containing(search)];
  const rows = await db.query<AssetRow>(
    `SELECT ${ASSET_COLUMNS} FROM media_assets WHERE ${where} ORDER BY created_at DESC, id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    params,
  );
  const count = await db.query<{ total: string | number }>(`SELECT count(*) AS total FROM media_assets WHERE ${where}`, params);
  return { items: rows.rows.map(toEditorAsset), total: Number(count.rows[0]?.total ?? 0), page, pageSize };
}
