import type { Queryable } from '../../db/database';
import { SEED_TENANTS } from '../../seed/seed-ids';
import { SEED_DOCUMENTS } from './data/documents';
import { insertJsonRows } from './seed-rows';

/** Seeds every tenant's documents; an operator's later edit is kept. */
export async function seedDocuments(db: Queryable): Promise<void> {
  await insertJsonRows(
    db,
    `INSERT INTO documents (tenant_code, id, type, name, content)
     SELECT tenant, id, type, name, content FROM jsonb_to_recordset($1::jsonb) AS r(tenant text, id text, type text, name text, content text)
     ON CONFLICT (tenant_code, id) DO NOTHING`,
    SEED_TENANTS.flatMap((tenant) => SEED_DOCUMENTS.map((document) => ({ tenant: tenant.code, ...document }))),
  );
}
