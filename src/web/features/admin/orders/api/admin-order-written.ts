import type { QueryClient } from '@tanstack/react-query';
import type { AdminOrder } from '../../../../../domain/admin/orders-admin';
import { AUDIT_QUERY_KEY } from '../../audit/api/get-audit-log';
import { DASHBOARD_QUERY_KEY } from '../../dashboard/api/get-dashboard';
import { isStaleOrderError } from '../stale-order';
import { adminOrderQueryKey } from './get-admin-order';
import { ADMIN_ORDERS_LIST_QUERY_KEY } from './get-admin-orders';

/**
 * What a change to an order (status, refund) does to the cache: the answer replaces the order,
 * and the lists, the dashboard and the audit log are read again. A refusal because the order
 * changed meanwhile reads the order again, so the admin sees what it is now.
 */
export function orderWrittenHandlers(queryClient: QueryClient, number: string) {
  return {
    onSuccess: (answer: AdminOrder) => {
      queryClient.setQueryData(adminOrderQueryKey(number), answer);
    },
    onError: (error: unknown) => {
      if (isStaleOrderError(error)) {
        void queryClient.invalidateQueries({ queryKey: adminOrderQueryKey(number) });
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_LIST_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_QUERY_KEY }),
      ]),
  };
}
