import type { TemplateRouteName } from '../../../schema/api/editor/editor-routes';
import type { EditorHandlerMap } from '../../app/editor-handler';
import type { EditorActor } from '../identity/editor-actor';
import { createPreviewLink } from './create-preview-link';
import { createTemplate } from './create-template';
import { duplicateTemplate } from './duplicate-template';
import { requireTemplate } from './find-template';
import { loadGateFacts } from './gate/load-gate-facts';
import { listTemplates } from './list-templates';
import { publishTemplate } from './publish-template';
import { rollbackTemplate } from './rollback-template';
import { saveDraft } from './save-draft';
import type { TemplateAuthor } from './template-author';
import { toEditorTemplate } from './template-row';
import { listTemplatePromotions } from './template-promotions';
import { listVerdicts, recordVerdict } from './template-verdicts';
import { getVersion, listVersions } from './template-versions';

/** The signed-in user as templates record them. */
function author(actor: EditorActor): TemplateAuthor {
  return { id: actor.userId, name: actor.username };
}

/** The template routes of the editor API, on the session's tenant; each edit and publication names its user. */
export const templateEditorHandlers: EditorHandlerMap<TemplateRouteName> = {
  listTemplates: ({ tenant, app }) => listTemplates(app.db, tenant),
  createTemplate: ({ tenant, app, body, actor }) => createTemplate(app.db, tenant, body, author(actor), app.now()),
  getTemplate: async ({ tenant, app, params }) => toEditorTemplate(await requireTemplate(app.db, tenant, params.templateId)),
  duplicateTemplate: ({ tenant, app, params, body, actor }) =>
    duplicateTemplate(app.db, tenant, params.templateId, body.name, author(actor), app.now()),
  saveDraft: ({ tenant, app, params, body, actor }) => saveDraft(app.db, tenant, params.templateId, body, author(actor), app.now()),
  publishTemplate: ({ tenant, app, params, body, actor, request }) =>
    publishTemplate(app.db, tenant, params.templateId, body, { ...author(actor), ip: request.ip }, app.now()),
  getGateFacts: async ({ tenant, app, params, body }) => {
    await requireTemplate(app.db, tenant, params.templateId);
    return loadGateFacts(app.db, tenant, { templateId: params.templateId, goodsId: body.goodsId, imageRefs: body.imageRefs });
  },
  listVersions: ({ tenant, app, params }) => listVersions(app.db, tenant, params.templateId),
  getVersion: ({ tenant, app, params }) => getVersion(app.db, tenant, params.templateId, params.version),
  rollbackTemplate: ({ tenant, app, params, body, actor, request }) =>
    rollbackTemplate(app.db, tenant, params.templateId, params.version, body, { ...author(actor), ip: request.ip }, app.now()),
  listTemplatePromotions: ({ tenant, app, params }) => listTemplatePromotions(app.db, tenant, params.templateId),
  createPreviewLink: ({ tenant, app, params, body }) => createPreviewLink(app, tenant, params.templateId, body),
  listVerdicts: ({ tenant, app, params }) => listVerdicts(app.db, tenant, params.templateId),
  recordVerdict: ({ tenant, app, params, body, actor, request }) =>
    recordVerdict(app.db, tenant, params.templateId, body, { ...author(actor), ip: request.ip }, app.now()),
};
