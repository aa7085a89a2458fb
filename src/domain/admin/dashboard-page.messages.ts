import { formatEuro } from '../money';

/** Texts of the admin dashboard beyond DASHBOARD_MESSAGES (orders-admin.ts). */
export const DASHBOARD_PAGE_MESSAGES = {
  loading: 'Caricamento del cruscotto…',
  chartSummary: (orders: number, revenueCents: number) =>
    `${orders === 1 ? '1 ordine pagato' : `${orders} ordini pagati`} e ${formatEuro(revenueCents)} di incasso netto negli ultimi 30 giorni.`,
  bestDay: (day: string, revenueCents: number) =>
    `Giorno migliore: ${day}, con ${formatEuro(revenueCents)}.`,
  noOrdersYet: 'Nessun ordine pagato in questi giorni.',
  chartRevenueAxis: 'Incasso per giorno',
  chartOrdersAxis: 'Ordini per giorno',
  noLatestOrders: 'Nessun ordine.',
  noNewUsers: 'Nessun nuovo utente.',
  allOrders: 'Tutti gli ordini',
  registeredOn: (date: string) => `registrato il ${date}`,
  noProductPage: 'senza pagina nel negozio',
} as const;
