import type { Queryable } from '../../db/database';

/** Seeds the reference domain's demo data; idempotent. */
export async function seedReference(_db: Queryable): Promise<void> {}
