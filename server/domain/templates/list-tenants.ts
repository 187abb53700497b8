import type { EditorTenant } from '../../../schema/api/editor/editor-tenant';
import type { Queryable } from '../../db/database';

/** Every tenant, oldest first: the choices of the editor's tenant picker. */
export async function listTenants(db: Queryable): Promise<EditorTenant[]> {
  const found = await db.query<{ code: string; name: string }>('SELECT code, name FROM tenants ORDER BY created_at, code');
  return found.rows.map((row) => ({ code: row.code, name: row.name }));
}
