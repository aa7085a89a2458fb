import { AUDIT_ACTIONS, type AuditAction } from '../../../../domain/admin/audit';
import { toQueryString } from '../../../lib/query-string';
import type { AuditLogFilters } from './api/get-audit-log';

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === 'string' && (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/** ?action=&page= of the address bar; an unknown action is no filter, a bad page the first. */
export function auditFiltersFromSearch(searchParams: URLSearchParams): AuditLogFilters {
  const page = Number(searchParams.get('page'));
  const action = searchParams.get('action');
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    action: isAuditAction(action) ? action : undefined,
  };
}

/** The "?…" of the log with these filters; the first page has no page parameter. */
export function searchForAuditFilters(filters: AuditLogFilters): string {
  return toQueryString({
    action: filters.action,
    page: filters.page === 1 ? undefined : filters.page,
  });
}
