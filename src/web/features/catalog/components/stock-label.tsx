import { stockStateOf } from '../../../../domain/catalog/product';
import { CATALOG_MESSAGES } from '../../../../domain/messages';

export function StockLabel({ stock }: { stock: number }) {
  const state = stockStateOf(stock);
  const text =
    state === 'out'
      ? CATALOG_MESSAGES.outOfStock
      : state === 'low'
        ? CATALOG_MESSAGES.lowStock(stock)
        : CATALOG_MESSAGES.inStock;
  return <p className={`stock stock--${state}`}>{text}</p>;
}
