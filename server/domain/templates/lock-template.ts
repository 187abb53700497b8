import type { Queryable } from '../../db/database';
import { requireTemplate } from './find-template';
import { staleRevision } from './template-errors';
import type { TemplateRow } from './template-row';

/**
 * The tenant's template locked until the caller's transaction ends, for a change made from
 * `revision`: refused (409) when the draft was saved since the client read that revision. Without a
 * revision the client accepts whatever the draft now holds.
 */
export async function lockTemplate(tx: Queryable, tenant: string, templateId: string, revision: number | undefined): Promise<TemplateRow> {
  const row = await requireTemplate(tx, tenant, templateId, { forUpdate: true });
  if (revision !== undefined && revision !== row.revision) throw staleRevision(row.revision);
  return row;
}
