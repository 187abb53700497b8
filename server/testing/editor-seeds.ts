import { seedProducts } from '../domain/products/seed';
import { seedTemplates } from '../domain/templates/seed';
import { seedTenants } from '../seed/seed-tenants';
import type { Seeder } from './create-test-app';

/** What the editor API works on: the two tenants and their seeded, published templates (with the goods their promotions sell). */
export const EDITOR_SEEDS: readonly Seeder[] = [seedTenants, seedProducts, seedTemplates];
