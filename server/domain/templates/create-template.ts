import type { EditorRouteBody } from '../../../schema/api/editor/define-editor-route';
import type { EditorRoutes } from '../../../schema/api/editor/editor-routes';
import type { EditorTemplate } from '../../../schema/api/editor/editor-template';
import type { Queryable } from '../../db/database';
import { emptyTemplate } from './empty-template';
import { requireTemplate } from './find-template';
import { insertTemplate } from './insert-template';
import type { TemplateAuthor } from './template-author';
import { notPublished } from './template-errors';
import { toEditorTemplate } from './template-row';
import { getVersion } from './template-versions';
import { upgradeStoredTemplate } from './upgrade-stored-template';

type CreateBody = EditorRouteBody<EditorRoutes['createTemplate']>;

/** The draft a template made from another starts with: that template's published version, upgraded. */
async function sourceDraft(db: Queryable, tenant: string, source: NonNullable<CreateBody['source']>): Promise<object> {
  let version = source.version;
  if (version === undefined) {
    const template = await requireTemplate(db, tenant, source.templateId);
    if (template.latest_version === null) throw notPublished(source.templateId);
    version = template.latest_version;
  }
  const { content } = await getVersion(db, tenant, source.templateId, version);
  return upgradeStoredTemplate(content);
}

/**
 * A new template of the tenant: blank (one empty page of the chosen insurance category, health by
 * default), or starting from a published version of another of the tenant's templates.
 */
export async function createTemplate(db: Queryable, tenant: string, body: CreateBody, editor: TemplateAuthor, now: Date): Promise<EditorTemplate> {
  const draft = body.source
    ? await sourceDraft(db, tenant, body.source)
    : emptyTemplate(body.name, body.insuranceCategory ?? 'healthInsurance');
  const row = await insertTemplate(db, tenant, { name: body.name, description: body.description ?? '', draft, now, editor });
  return toEditorTemplate(row);
}
