import type { EditorTemplate } from '../../../schema/api/editor/editor-template';
import type { Queryable } from '../../db/database';
import { requireTemplate } from './find-template';
import { insertTemplate } from './insert-template';
import type { TemplateAuthor } from './template-author';
import { toEditorTemplate } from './template-row';

/** Longest template name the editor API accepts. */
const NAME_MAX_LENGTH = 50;
const COPY_SUFFIX = ' 副本';

/** The default name of a copy: the original's name with 副本, cut so it stays within the limit. */
export function copyName(name: string): string {
  return `${name.slice(0, NAME_MAX_LENGTH - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
}

/**
 * A new template holding a copy of another's current draft (the work in progress, which need not be
 * published). Versions and promotions stay with the original.
 */
export async function duplicateTemplate(
  db: Queryable,
  tenant: string,
  templateId: string,
  name: string | undefined,
  editor: TemplateAuthor,
  now: Date,
): Promise<EditorTemplate> {
  const original = await requireTemplate(db, tenant, templateId);
  const row = await insertTemplate(db, tenant, {
    name: name ?? copyName(original.name),
    description: original.description,
    draft: original.draft,
    now,
    editor,
  });
  return toEditorTemplate(row);
}
