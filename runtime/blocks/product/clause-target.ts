import type { Clause } from '../../../schema/entities/clause';

/** Where the clause link of a plan leads (spec section 2, /files). */
export type ClauseTarget =
  | { readonly kind: 'none' }
  | { readonly kind: 'direct'; readonly label: string; readonly url: string }
  | { readonly kind: 'list' };

/**
 * One clause with an address opens directly; several open the /files list; none (or one without an
 * address) shows 暂无数据.
 */
export function clauseTarget(clauses: readonly Clause[]): ClauseTarget {
  if (clauses.length > 1) return { kind: 'list' };
  const only = clauses[0];
  if (only?.clauseUrl) return { kind: 'direct', label: only.label, url: only.clauseUrl };
  return { kind: 'none' };
}

/** The /files address for the plan's clause list, keeping the flow's own parameters. */
export function filesHref(search: string, goodsId: string | undefined, planId: string | undefined): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  if (goodsId) params.set('goodsId', goodsId);
  if (planId) params.set('planId', planId);
  const query = params.toString();
  return query ? `/files?${query}` : '/files';
}
