import type { OrdersContext } from '../orders/orders.service';

/**
 * What the admin sections need: the orders' context (database, payment provider, mail, log),
 * and where uploaded files live (DATA_DIR/uploads, served under /uploads/).
 */
export type AdminContext = OrdersContext & { uploadsDir: string };
