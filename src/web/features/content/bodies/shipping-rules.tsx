import {
  SHIPPING_EXPRESS_PRICE_CENTS,
  SHIPPING_SAME_DAY_CUTOFF_HOUR,
} from '../../../../domain/constants';
import { formatEuro } from '../../../../domain/money';
import { ContentTable } from '../components/content-table';

/**
 * The shipping rules of docs/decisions/005-shipping-rules.md, as the shop states them on
 * /shipping, /shipping-costs and /terms. The price and the cut-off are the ones checkout
 * charges and counts with (domain/constants.ts, decision 017).
 */
export const ORDER_CUTOFF_TIME = `${SHIPPING_SAME_DAY_CUTOFF_HOUR}:00`;

export const EXPRESS_PRICE_TEXT = formatEuro(SHIPPING_EXPRESS_PRICE_CENTS);

const NOT_AVAILABLE = 'Non disponibile';

export function ShippingRatesTable() {
  return (
    <ContentTable
      caption="Costi e tempi di consegna in Italia"
      headers={['Zona di consegna', 'Spedizione standard', 'Spedizione express']}
      rows={[
        [
          'Italia peninsulare',
          'Gratuita, 2–4 giorni lavorativi',
          `${EXPRESS_PRICE_TEXT}, 1 giorno lavorativo`,
        ],
        [
          'Sicilia e Sardegna',
          'Gratuita, 3–5 giorni lavorativi',
          `${EXPRESS_PRICE_TEXT}, 2 giorni lavorativi`,
        ],
        ['Isole minori e località disagiate', 'Gratuita, 4–7 giorni lavorativi', NOT_AVAILABLE],
        [
          'Fuori dall’Italia, San Marino, Città del Vaticano, Livigno e Campione d’Italia',
          NOT_AVAILABLE,
          NOT_AVAILABLE,
        ],
      ]}
    />
  );
}

/** The rules in short, as a list under the table. */
export function ShippingRulesList() {
  return (
    <ul>
      <li>
        La <strong>spedizione standard è gratuita</strong> per ogni ordine consegnato in Italia,
        senza importo minimo.
      </li>
      <li>
        La <strong>spedizione express costa {EXPRESS_PRICE_TEXT}</strong> (IVA inclusa) per ordine,
        qualunque sia il numero di prodotti.
      </li>
      <li>
        I tempi decorrono dall’affidamento del pacco al corriere. Gli ordini pagati entro le{' '}
        {ORDER_CUTOFF_TIME} di un giorno lavorativo partono in giornata; gli altri il primo giorno
        lavorativo successivo.
      </li>
      <li>Sono giorni lavorativi quelli dal lunedì al venerdì, esclusi i festivi nazionali.</li>
      <li>
        Al momento spediamo solo in Italia e non è disponibile il ritiro in negozio o presso un
        punto di ritiro.
      </li>
    </ul>
  );
}
