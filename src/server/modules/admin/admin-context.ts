import type { OrdersContext } from '../orders/orders.service';

/** What the admin sections need: the orders' context (database, payment provider, mail, log). */
export type AdminContext = OrdersContext;
