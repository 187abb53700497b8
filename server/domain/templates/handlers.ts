import { FLOW_MESSAGES } from '../../../shared/messages/flow';
import type { CallHandlers } from '../../app/call-handler';
import { findDraftTemplate } from './draft-template';
import { findPublishedTemplate } from './published-template';

/**
 * The templates domain's calls of the contract.
 *
 * queryGoodsTemplateConfig: the published template of the promotion. When there is none (unknown
 * promotion in this tenant, or a template never published) the reply is `success: true, code: 0`
 * with no `result` and the message 未查找到模板数据: the spec's "template result empty" case, which the
 * runtime shows as that empty state rather than as an error toast.
 *
 * queryDraftTemplateConfig: the saved draft a QA preview token grants (see findDraftTemplate).
 */
export const templatesHandlers: CallHandlers = {
  queryGoodsTemplateConfig: async ({ body, tenant, app }) => {
    const template = await findPublishedTemplate(app.db, tenant, body.promotionId);
    if (!template) return { success: true, code: 0, message: FLOW_MESSAGES.templateNotFound };
    return { success: true, code: 0, result: template };
  },
  queryDraftTemplateConfig: async ({ body, tenant, app }) => ({ success: true, code: 0, result: await findDraftTemplate(app, tenant, body.previewToken) }),
};
