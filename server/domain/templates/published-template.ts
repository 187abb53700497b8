import type { TemplateConfig } from '../../../schema/template/template-config';
import { cachedCatalogue } from '../../catalogue/watch-catalogue';
import type { Queryable } from '../../db/database';
import { upgradeStoredTemplate } from './upgrade-stored-template';

interface PublishedRow {
  readonly content: Record<string, unknown>;
  readonly goods_id: string;
  readonly goods_name: string;
}

/**
 * The template a promotion link shows: the latest published version of the promotion's template in
 * the tenant, upgraded to the current format (versions stored under an older format stay as they
 * were). The promotion decides the goods, so `goodsId` is the promotion's; `goodsName` is the
 * template's own when it sets one. Undefined when the promotion is unknown in this tenant or its
 * template was never published.
 */
export async function findPublishedTemplate(db: Queryable, tenant: string, promotionId: string): Promise<TemplateConfig | undefined> {
  const found = await db.query<PublishedRow>(
    `SELECT v.content, p.goods_id, g.goods_name
       FROM promotions p
       JOIN templates t ON t.tenant_code = p.tenant_code AND t.template_id = p.template_id
       JOIN template_versions v ON v.tenant_code = t.tenant_code AND v.template_id = t.template_id AND v.version = t.latest_version
       JOIN goods g ON g.tenant_code = p.tenant_code AND g.goods_id = p.goods_id
      WHERE p.tenant_code = $1 AND p.promotion_id = $2`,
    [tenant, promotionId],
  );
  const row = found.rows[0];
  if (!row) return undefined;
  const template = upgradeStoredTemplate(row.content) as TemplateConfig;
  return { ...template, goodsId: row.goods_id, goodsName: template.goodsName ?? row.goods_name };
}

/**
 * findPublishedTemplate's template, kept in memory until the catalogue changes (see
 * cachedCatalogue); shared by every reader, so never to be changed. A promotion without one is not
 * kept: unknown ids cannot fill the memory.
 */
export function cachedPublishedTemplate(db: Queryable, tenant: string, promotionId: string): Promise<TemplateConfig | undefined> {
  return cachedCatalogue(db, `template:${tenant}:${promotionId}`, () => findPublishedTemplate(db, tenant, promotionId), (found) => found !== undefined);
}
