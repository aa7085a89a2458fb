import { DASHBOARD_PAGE_MESSAGES } from '../../../../../domain/admin/dashboard-page.messages';
import { DASHBOARD_MESSAGES, type AdminDashboard } from '../../../../../domain/admin/orders-admin';
import { formatEuro } from '../../../../../domain/money';
import { formatOrderDay } from '../../../../../domain/orders/order.messages';
import '../../../../styles/admin-orders.css';

type Day = AdminDashboard['days'][number];

const WIDTH = 600;
const LABEL_HEIGHT = 18;
const REVENUE_HEIGHT = 120;
const ORDERS_HEIGHT = 70;
const PANEL_GAP = 34;
const REVENUE_TOP = LABEL_HEIGHT;
const ORDERS_TOP = REVENUE_TOP + REVENUE_HEIGHT + PANEL_GAP;
const HEIGHT = ORDERS_TOP + ORDERS_HEIGHT + LABEL_HEIGHT + 4;
const BAR_GAP = 4;

/** What the chart shows, in one sentence for screen readers (the table has every day). */
export function chartSummary(days: readonly Day[]): string {
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const revenue = days.reduce((sum, day) => sum + day.revenueCents, 0);
  const best = days.reduce<Day | null>(
    (top, day) => (day.revenueCents > (top?.revenueCents ?? 0) ? day : top),
    null,
  );
  const parts = [
    `${DASHBOARD_MESSAGES.chartTitle}.`,
    DASHBOARD_PAGE_MESSAGES.chartSummary(orders, revenue),
    best ? DASHBOARD_PAGE_MESSAGES.bestDay(formatOrderDay(best.day), best.revenueCents) : null,
  ];
  return parts.filter(Boolean).join(' ');
}

/** One row of bars, scaled to its own largest value (negative net revenue draws no bar). */
function Bars({
  days,
  valueOf,
  top,
  height,
  className,
  describe,
}: {
  days: readonly Day[];
  valueOf: (day: Day) => number;
  top: number;
  height: number;
  className: string;
  describe: (day: Day) => string;
}) {
  const max = Math.max(1, ...days.map(valueOf));
  const step = WIDTH / Math.max(days.length, 1);
  return (
    <g className={className}>
      <line
        className="admin-chart__baseline"
        x1={0}
        x2={WIDTH}
        y1={top + height}
        y2={top + height}
      />
      {days.map((day, index) => {
        const barHeight = (Math.max(0, valueOf(day)) / max) * height;
        return (
          <rect
            key={day.day}
            x={index * step + BAR_GAP / 2}
            y={top + height - barHeight}
            width={Math.max(1, step - BAR_GAP)}
            height={barHeight}
          >
            <title>{describe(day)}</title>
          </rect>
        );
      })}
    </g>
  );
}

/**
 * Orders and net revenue of the last 30 days as two rows of bars in inline SVG (no chart
 * library). The picture has one accessible name that sums it up; the same numbers, day by day,
 * are in a real table below it.
 */
export function OrdersRevenueChart({ days }: { days: readonly Day[] }) {
  const first = days[0];
  const last = days[days.length - 1];
  const maxRevenue = Math.max(0, ...days.map((day) => day.revenueCents));
  const maxOrders = Math.max(0, ...days.map((day) => day.orders));
  const describe = (day: Day) =>
    `${formatOrderDay(day.day)}: ${day.orders} ${DASHBOARD_MESSAGES.orders.toLowerCase()}, ${formatEuro(day.revenueCents)}`;
  return (
    <div className="admin-chart">
      <svg
        className="admin-chart__svg"
        role="img"
        aria-label={chartSummary(days)}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      >
        <text className="admin-chart__label" x={0} y={REVENUE_TOP - 5}>
          {`${DASHBOARD_PAGE_MESSAGES.chartRevenueAxis} (max ${formatEuro(maxRevenue)})`}
        </text>
        <Bars
          days={days}
          valueOf={(day) => day.revenueCents}
          top={REVENUE_TOP}
          height={REVENUE_HEIGHT}
          className="admin-chart__revenue"
          describe={describe}
        />
        <text className="admin-chart__label" x={0} y={ORDERS_TOP - 5}>
          {`${DASHBOARD_PAGE_MESSAGES.chartOrdersAxis} (max ${maxOrders})`}
        </text>
        <Bars
          days={days}
          valueOf={(day) => day.orders}
          top={ORDERS_TOP}
          height={ORDERS_HEIGHT}
          className="admin-chart__orders"
          describe={describe}
        />
        {first && last ? (
          <>
            <text className="admin-chart__label" x={0} y={HEIGHT - 4}>
              {formatOrderDay(first.day)}
            </text>
            <text className="admin-chart__label" x={WIDTH} y={HEIGHT - 4} textAnchor="end">
              {formatOrderDay(last.day)}
            </text>
          </>
        ) : null}
      </svg>
      <details className="admin-chart__data">
        <summary>{DASHBOARD_MESSAGES.showTable}</summary>
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption>{DASHBOARD_MESSAGES.chartTableCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{DASHBOARD_MESSAGES.day}</th>
                <th scope="col" className="admin-num">
                  {DASHBOARD_MESSAGES.orders}
                </th>
                <th scope="col" className="admin-num">
                  {DASHBOARD_MESSAGES.revenue}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day}>
                  <th scope="row">
                    <time dateTime={day.day}>{formatOrderDay(day.day)}</time>
                  </th>
                  <td className="admin-num">{day.orders}</td>
                  <td className="admin-num">{formatEuro(day.revenueCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
