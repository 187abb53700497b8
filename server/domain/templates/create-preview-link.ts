import type { PreviewLink } from '../../../schema/api/editor/editor-preview-link';
import type { AppContext } from '../../app/app-context';
import { notFound } from '../../app/not-found';
import { requireTemplate } from './find-template';
import { PREVIEW_TOKEN_TTL_MS, signPreviewToken } from './preview-token';

/**
 * A QA preview token for a template of the tenant, valid for PREVIEW_TOKEN_TTL_MS. It names the
 * template, not a revision: whoever opens the link sees the draft as last saved, so QA follows the
 * operator's fixes without a new link. A promotion given must deliver this template.
 */
export async function createPreviewLink(
  app: AppContext,
  tenant: string,
  templateId: string,
  body: { readonly promotionId?: string },
): Promise<PreviewLink> {
  await requireTemplate(app.db, tenant, templateId);
  if (body.promotionId !== undefined) {
    const found = await app.db.query('SELECT 1 FROM promotions WHERE tenant_code = $1 AND promotion_id = $2 AND template_id = $3', [
      tenant,
      body.promotionId,
      templateId,
    ]);
    if (found.rows.length === 0) throw notFound(`推广「${body.promotionId}」未使用模板「${templateId}」`);
  }
  const expiresAt = app.now().getTime() + PREVIEW_TOKEN_TTL_MS;
  const grant = { tenant, templateId, ...(body.promotionId === undefined ? {} : { promotionId: body.promotionId }), expiresAt };
  // The order-token secret keys it: the MAC covers a purpose prefix, so neither kind of token passes as the other.
  return { previewToken: signPreviewToken(app.config.orderTokenSecret, grant), expiresAt: new Date(expiresAt).toISOString() };
}
