import { SEED_PROMOTIONS } from '../../seed/seed-ids';
import type { Queryable } from '../../db/database';
import { storeTemplateImages } from '../assets/template-images';
import { seedPromotionTemplate, type SeedPromotionTemplate } from './seed-templates/seed-promotion-template';

/** Stores the template with version 1 published, unless it is there already (an operator may have edited it). */
async function seedTemplate(db: Queryable, seed: SeedPromotionTemplate): Promise<void> {
  const exists = await db.query('SELECT 1 FROM templates WHERE tenant_code = $1 AND template_id = $2', [seed.tenant, seed.templateId]);
  if (exists.rowCount > 0) return;
  // The demo banners are drawn as SVG; like any inline image they are stored as assets of the tenant.
  const images = await storeTemplateImages(db, seed.tenant, seed.template, { name: seed.templateName, creator: null, now: new Date() });
  const content = JSON.stringify(images.value);
  const inserted = await db.query(
    `INSERT INTO templates (tenant_code, template_id, name, description, draft, revision, latest_version, published_revision, published_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, 1, 1, 1, now(), now(), now())
     ON CONFLICT (tenant_code, template_id) DO NOTHING
     RETURNING template_id`,
    [seed.tenant, seed.templateId, seed.templateName, seed.description, content],
  );
  if (inserted.rowCount === 0) return;
  // template_versions has rules against updates, which rule out ON CONFLICT there: insert only with the new template.
  await db.query(
    `INSERT INTO template_versions (tenant_code, template_id, version, content, note, rolled_back_from, published_at)
     VALUES ($1, $2, 1, $3::jsonb, '初始版本', NULL, now())`,
    [seed.tenant, seed.templateId, content],
  );
}

async function seedPromotion(db: Queryable, seed: SeedPromotionTemplate): Promise<void> {
  await db.query(
    `INSERT INTO promotions (tenant_code, promotion_id, name, goods_id, template_id)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (tenant_code, promotion_id) DO NOTHING`,
    [seed.tenant, seed.promotionId, seed.promotionName, seed.goodsId, seed.templateId],
  );
  for (const [position, planId] of seed.planIds.entries()) {
    await db.query(
      `INSERT INTO promotion_plans (tenant_code, promotion_id, plan_id, position)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (tenant_code, promotion_id, plan_id) DO NOTHING`,
      [seed.tenant, seed.promotionId, planId, position],
    );
  }
}

/**
 * Seeds, for every promotion of SEED_PROMOTIONS in both tenants, a template built only from catalogue
 * blocks, published as version 1, and the promotion naming its goods, plans and template. Runs after
 * the products seed (goods and plans must exist). Idempotent: a seeded row is never overwritten.
 */
export async function seedTemplates(db: Queryable): Promise<void> {
  for (const promotion of SEED_PROMOTIONS) {
    const seed = seedPromotionTemplate(promotion);
    await seedTemplate(db, seed);
    await seedPromotion(db, seed);
  }
}
