import type { Queryable } from '../../db/database';

/** Seeds the health domain's demo data; idempotent. */
export async function seedHealth(_db: Queryable): Promise<void> {}
