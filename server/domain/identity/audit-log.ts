import type { AuditAction, AuditEntry } from '../../../schema/api/editor/editor-audit';
import type { Queryable } from '../../db/database';

/** One thing to record: who (an account, or the username tried), what, on what, from where. */
export interface AuditRecord {
  readonly tenant: string | null;
  readonly actor: { readonly id: string | null; readonly name: string };
  readonly action: AuditAction;
  readonly target?: string;
  readonly detail?: Record<string, unknown>;
  readonly ip: string;
  readonly at: Date;
}

/** Appends an entry to the audit log (in the caller's transaction when given one). */
export async function recordAudit(db: Queryable, record: AuditRecord): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (tenant_code, actor_user_id, actor_username, action, target, detail, ip, at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8)`,
    [record.tenant, record.actor.id, record.actor.name.slice(0, 64), record.action, record.target ?? '', JSON.stringify(record.detail ?? {}), record.ip, record.at],
  );
}

interface AuditRow {
  readonly id: string | number;
  readonly at: Date | string;
  readonly actor_username: string;
  readonly action: AuditAction;
  readonly target: string;
  readonly detail: Record<string, unknown>;
  readonly ip: string;
}

/** How many of the latest entries the editor shows. */
export const AUDIT_PAGE_SIZE = 100;

/**
 * A tenant's latest audit entries, newest first. A failed sign-in is logged under the tenant of the
 * account tried; one for an unknown username names no tenant (tenant null).
 */
export async function listAudit(db: Queryable, tenant: string | null): Promise<AuditEntry[]> {
  const found = await db.query<AuditRow>(
    `SELECT id, at, actor_username, action, target, detail, ip FROM audit_log
      WHERE tenant_code IS NOT DISTINCT FROM $1
      ORDER BY id DESC LIMIT ${AUDIT_PAGE_SIZE}`,
    [tenant],
  );
  return found.rows.map((row) => ({
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    actor: row.actor_username,
    action: row.action,
    target: row.target,
    detail: row.detail,
    ip: row.ip,
  }));
}
