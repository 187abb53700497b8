import type { Database } from '../db/database';
import type { PiiVault } from '../pii/pii-vault';
import { seedHealth } from '../domain/health/seed';
import { seedOrders } from '../domain/orders/seed';
import { seedProducts } from '../domain/products/seed';
import { seedReference } from '../domain/reference/seed';
import { seedTemplates } from '../domain/templates/seed';
import { seedTenants } from './seed-tenants';

/** What is seeded beside the catalogue: the demo orders are left out in production. */
export interface SeedOptions {
  readonly demoOrders: boolean;
}

/**
 * Seeds the demo data (dated relative to `now`) in dependency order (tenants, dictionaries, products,
 * notices, templates, and unless told not to the demo orders), each domain in its own transaction,
 * personal data sealed with `pii`. Idempotent: running it on a seeded database changes nothing.
 */
export async function seedDatabase(db: Database, pii: PiiVault, now: Date = new Date(), options: SeedOptions = { demoOrders: true }): Promise<void> {
  await db.transaction(seedTenants);
  await db.transaction((tx) => seedReference(tx, pii));
  await db.transaction(seedProducts);
  await db.transaction(seedHealth);
  await db.transaction(seedTemplates);
  if (options.demoOrders) await db.transaction((tx) => seedOrders(tx, pii, now));
}
