import { createPreviewLink } from './create-preview-link';
import { createTemplate } from './create-template';
import { duplicateTemplate } from './duplicate-template';
import type { EditorHandlers } from './editor-handler';
import { requireTemplate } from './find-template';
import { listTemplates } from './list-templates';
import { listTenants } from './list-tenants';
import { publishTemplate } from './publish-template';
import { rollbackTemplate } from './rollback-template';
import { saveDraft } from './save-draft';
import { toEditorTemplate } from './template-row';
import { listTemplatePromotions } from './template-promotions';
import { getVersion, listVersions } from './template-versions';

/** The editor API: every route of EDITOR_ROUTES, tenant-scoped. */
export const editorHandlers: EditorHandlers = {
  listTenants: ({ app }) => listTenants(app.db),
  listTemplates: ({ tenant, app }) => listTemplates(app.db, tenant),
  createTemplate: ({ tenant, app, body }) => createTemplate(app.db, tenant, body, app.now()),
  getTemplate: async ({ tenant, app, params }) => toEditorTemplate(await requireTemplate(app.db, tenant, params.templateId)),
  duplicateTemplate: ({ tenant, app, params, body }) => duplicateTemplate(app.db, tenant, params.templateId, body.name, app.now()),
  saveDraft: ({ tenant, app, params, body }) => saveDraft(app.db, tenant, params.templateId, body, app.now()),
  publishTemplate: ({ tenant, app, params, body }) => publishTemplate(app.db, tenant, params.templateId, body, app.now()),
  listVersions: ({ tenant, app, params }) => listVersions(app.db, tenant, params.templateId),
  getVersion: ({ tenant, app, params }) => getVersion(app.db, tenant, params.templateId, params.version),
  rollbackTemplate: ({ tenant, app, params, body }) =>
    rollbackTemplate(app.db, tenant, params.templateId, params.version, body, app.now()),
  listTemplatePromotions: ({ tenant, app, params }) => listTemplatePromotions(app.db, tenant, params.templateId),
  createPreviewLink: ({ tenant, app, params, body }) => createPreviewLink(app, tenant, params.templateId, body),
};
