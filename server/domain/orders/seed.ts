import type { Queryable } from '../../db/database';

/** Seeds the orders domain's demo data; idempotent. */
export async function seedOrders(_db: Queryable): Promise<void> {}
