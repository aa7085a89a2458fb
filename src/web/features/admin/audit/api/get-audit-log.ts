import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditPageSchema, type AuditAction } from '../../../../../domain/admin/audit';
import { apiRequest } from '../../../../lib/api-client';
import { toQueryString } from '../../../../lib/query-string';

/** Every cached page of the audit log. */
export const AUDIT_QUERY_KEY = ['admin', 'audit'] as const;

export interface AuditLogFilters {
  page: number;
  action?: AuditAction;
}

/** GET /api/admin/audit?page=&action=: the admin area's changes, newest first. */
export function getAuditLog(filters: AuditLogFilters, signal?: AbortSignal) {
  const search = toQueryString({ page: filters.page, action: filters.action });
  return apiRequest(`/api/admin/audit${search}`, { schema: auditPageSchema, signal });
}

export function auditLogQueryOptions(filters: AuditLogFilters) {
  return queryOptions({
    queryKey: [...AUDIT_QUERY_KEY, filters] as const,
    queryFn: ({ signal }) => getAuditLog(filters, signal),
  });
}

/** Read again on opening when a change made in the admin area has made it stale. */
export function useAuditLog(filters: AuditLogFilters) {
  return useQuery({
    ...auditLogQueryOptions(filters),
    placeholderData: keepPreviousData,
    refetchOnMount: true,
  });
}
