import type { CallHandlers } from '../../app/call-handler';
import { findDraftTemplate } from './draft-template';
import { answerTemplateQuery } from './published-reply';

/**
 * The templates domain's calls of the contract.
 *
 * queryGoodsTemplateConfig: the published template of the promotion. When there is none (unknown
 * promotion in this tenant, or a template never published) the reply is `success: true, code: 0`
 * with no `result` and the message 未查找到模板数据: the spec's "template result empty" case, which the
 * runtime shows as that empty state rather than as an error toast.
 *
 * A template found goes out as it was prepared once per publish (see publishedTemplateReply), with
 * an entity tag and the cache policy a CDN may follow.
 *
 * queryDraftTemplateConfig: the saved draft a QA preview token grants (see findDraftTemplate), never
 * kept by any cache: drafts change with every save, and the token is a secret.
 */
export const templatesHandlers: CallHandlers = {
  queryGoodsTemplateConfig: ({ body, tenant, app, reply }) => answerTemplateQuery(app.db, tenant, body.promotionId, reply),
  queryDraftTemplateConfig: async ({ body, tenant, app, reply }) => {
    const result = await findDraftTemplate(app, tenant, body.previewToken);
    reply.header('cache-control', 'no-store');
    return { success: true, code: 0, result };
  },
};
