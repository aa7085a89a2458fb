import { count, desc, eq } from 'drizzle-orm';
import {
  AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditEntityType,
  type AuditPage,
  type AuditQuery,
  type AuditValue,
} from '../../../../domain/admin/audit';
import type { Db } from '../../../db/client';
import { auditLog } from '../../../db/schema';

/** Who made an admin change: the session's user, never a value from the request. */
export interface AdminActor {
  id: string;
  email: string;
}

export interface AdminChange {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string;
  before: AuditValue;
  after: AuditValue;
}

/**
 * Writes one audit entry. Call it with the transaction that makes the change, so the entry is
 * kept exactly when the change is.
 */
export async function recordAdminChange(
  tx: Db,
  actor: AdminActor,
  change: AdminChange,
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: change.action,
    entityType: change.entityType,
    entityId: change.entityId,
    before: change.before,
    after: change.after,
  });
}

/** The log, newest first, one page at a time, optionally of one kind of change. */
export async function listAuditEntries(db: Db, query: AuditQuery): Promise<AuditPage> {
  const where = query.action ? eq(auditLog.action, query.action) : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((query.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  const total = totalRow?.value ?? 0;
  return {
    entries: rows.map((row) => ({
      id: row.id,
      actorEmail: row.actorEmail,
      action: row.action as AuditAction,
      entityType: row.entityType as AuditEntityType,
      entityId: row.entityId,
      before: (row.before ?? null) as AuditValue,
      after: (row.after ?? null) as AuditValue,
      createdAt: row.createdAt.toISOString(),
    })),
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
    total,
  };
}
