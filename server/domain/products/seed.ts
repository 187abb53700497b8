import type { Queryable } from '../../db/database';
import { healthGoods } from './seed-data/health-goods';
import { lifeGoods } from './seed-data/life-goods';
import { propertyGoods } from './seed-data/property-goods';
import type { TenantFlavour } from './seed-data/seed-types';
import { addGoodsRows } from './seed-data/goods-rows';
import { SeedTables } from './seed-data/seed-tables';

/**
 * The seeded tenants' differences: 健康保 sells at list price through three underwriters, 百安保险
 * underwrites its own products 5% cheaper. The same ids exist in both, so isolation shows in prices.
 */
export const PRODUCT_TENANT_FLAVOURS: readonly TenantFlavour[] = [
  {
    tenant: 'health',
    pricePercent: 100,
    healthCompany: '安心健康保险股份有限公司',
    lifeCompany: '守护人寿保险股份有限公司',
    propertyCompany: '安居财产保险股份有限公司',
  },
  {
    tenant: 'ba',
    pricePercent: 95,
    healthCompany: '百安健康保险股份有限公司',
    lifeCompany: '百安人寿保险股份有限公司',
    propertyCompany: '百安财产保险股份有限公司',
  },
];

/**
 * Seeds the products domain's demo data for both tenants: the health (百万医疗), term life and home
 * insurance goods of `SEED_GOODS` with the plans of `SEED_PLANS`, their rate and benefit tables,
 * clauses, insure notices and special agreements. Idempotent.
 */
export async function seedProducts(db: Queryable): Promise<void> {
  const tables = new SeedTables();
  for (const flavour of PRODUCT_TENANT_FLAVOURS) {
    for (const goods of [healthGoods(flavour), lifeGoods(flavour), propertyGoods(flavour)]) addGoodsRows(tables, flavour.tenant, goods);
  }
  await tables.write(db);
}
