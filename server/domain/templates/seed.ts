import type { Queryable } from '../../db/database';

/** Seeds the templates domain's demo data; idempotent. */
export async function seedTemplates(_db: Queryable): Promise<void> {}
