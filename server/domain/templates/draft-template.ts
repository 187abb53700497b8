import type { TemplateConfig } from '../../../schema/template/template-config';
import type { AppContext } from '../../app/app-context';
import { DomainError, ERROR_CODES } from '../../app/domain-error';
import { checkTemplate } from './check-template';
import { requireTemplate } from './find-template';
import { readPreviewToken } from './preview-token';

interface GoodsRow {
  readonly goods_id: string;
  readonly goods_name: string;
}

/**
 * The draft a QA preview token grants, upgraded and validated like a publication, so the buyer app
 * only ever renders templates that could be published. With the token's promotion the goods are the
 * promotion's, as for the published template. The token must be genuine, unexpired and of the tenant
 * the request names.
 */
export async function findDraftTemplate(app: AppContext, tenant: string, previewToken: string): Promise<TemplateConfig> {
  const grant = readPreviewToken(app.config.orderTokenSecret, previewToken, app.now());
  if (!grant || grant.tenant !== tenant) throw new DomainError(ERROR_CODES.badRequest, '预览链接无效或已过期，请在编辑器中重新生成', 403);
  const row = await requireTemplate(app.db, tenant, grant.templateId);
  const checked = checkTemplate(row.draft);
  if (!checked.ok) {
    throw new DomainError(ERROR_CODES.badRequest, `草稿校验未通过，共 ${checked.problems.length} 处问题，请在编辑器中修正后再预览`, 422, {
      errors: checked.problems,
    });
  }
  if (grant.promotionId === undefined) return checked.template;
  const goods = await app.db.query<GoodsRow>(
    `SELECT p.goods_id, g.goods_name FROM promotions p JOIN goods g ON g.tenant_code = p.tenant_code AND g.goods_id = p.goods_id
      WHERE p.tenant_code = $1 AND p.promotion_id = $2`,
    [tenant, grant.promotionId],
  );
  const found = goods.rows[0];
  if (!found) return checked.template;
  return { ...checked.template, goodsId: found.goods_id, goodsName: checked.template.goodsName ?? found.goods_name };
}
