import { DomainError, ERROR_CODES } from '../../app/domain-error';
import type { Queryable } from '../../db/database';
import type { TemplateAuthor } from './template-author';

/**
 * Four-eyes publishing: where the tenant keeps the rule on (the default), the last editor of the
 * content being published may not be the one who publishes it. Content written by the seed or before
 * accounts existed has no editor and passes.
 */
export async function checkFourEyes(tx: Queryable, tenant: string, author: TemplateAuthor | null, publisher: TemplateAuthor): Promise<void> {
  if (author === null || author.id !== publisher.id) return;
  const found = await tx.query<{ four_eyes: boolean }>('SELECT four_eyes FROM tenants WHERE code = $1', [tenant]);
  if (found.rows[0]?.four_eyes === false) return;
  throw new DomainError(
    ERROR_CODES.forbidden,
    '四眼原则：您是这份草稿的最后编辑人，不能由您发布，请另一位发布人审核后发布',
    403,
    { rule: 'fourEyes' },
  );
}
