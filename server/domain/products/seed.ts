import type { Queryable } from '../../db/database';

/** Seeds the products domain's demo data; idempotent. */
export async function seedProducts(_db: Queryable): Promise<void> {}
