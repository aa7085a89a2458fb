import { Link } from 'react-router';
import { SHIPPING_EXPRESS_PRICE_CENTS } from '../../../../domain/constants';
import { formatEuro } from '../../../../domain/money';
import { FaqList } from '../components/faq-list';
import { RelatedLinks } from '../components/related-links';
import { EXPRESS_PRICE_TEXT, ShippingRatesTable, ShippingRulesList } from './shipping-rules';

/** An order of this amount in the worked example. */
const EXAMPLE_ORDER_CENTS = 123_900;

/** The body of /shipping-costs (an app route, spec §2.1): the rules of decision 005. */
export function ShippingCostsBody() {
  return (
    <>
      <p>
        Su Vetrina la <strong>spedizione standard è gratuita</strong> per tutti gli ordini
        consegnati in Italia, senza importo minimo: per questo nel carrello la spedizione risulta
        «Gratuita». Se hai fretta, al checkout puoi scegliere la spedizione express a{' '}
        {EXPRESS_PRICE_TEXT}.
      </p>

      <section className="content-section">
        <h2>Tariffe e tempi per zona</h2>
        <ShippingRatesTable />
        <ShippingRulesList />
      </section>

      <section className="content-section">
        <h2>Un esempio</h2>
        <p>
          Per un ordine da {formatEuro(EXAMPLE_ORDER_CENTS)} consegnato a Milano paghi{' '}
          {formatEuro(EXAMPLE_ORDER_CENTS)} con la spedizione standard, che arriva in 2–4 giorni
          lavorativi, oppure {formatEuro(EXAMPLE_ORDER_CENTS + SHIPPING_EXPRESS_PRICE_CENTS)} con la
          spedizione express, che arriva il giorno lavorativo successivo alla partenza. Tutti gli
          importi comprendono l’IVA.
        </p>
      </section>

      <section className="content-section">
        <h2>Zone con tempi diversi</h2>
        <p>
          Per le isole minori e le località disagiate (alcuni comuni montani e lagunari individuati
          dai corrieri) la consegna standard richiede 4–7 giorni lavorativi e la consegna express
          non è disponibile. Se il tuo indirizzo rientra in una di queste zone lo vedi nel
          riepilogo, prima di confermare l’ordine.
        </p>
      </section>

      <section className="content-section">
        <h2>Domande sui costi di spedizione</h2>
        <FaqList
          items={[
            {
              question: 'Ci sono costi aggiuntivi alla consegna?',
              answer: (
                <p>
                  No. Il totale che vedi nel riepilogo dell’ordine è quello che paghi: non ci sono
                  contrassegni, dazi o supplementi da pagare al corriere.
                </p>
              ),
            },
            {
              question: 'Se restituisco un prodotto, mi rimborsate la spedizione?',
              answer: (
                <p>
                  Sì, per la spedizione standard, che comunque è gratuita. Il supplemento della
                  spedizione express non è rimborsabile in caso di recesso. Le spese per rispedirci
                  il prodotto sono a tuo carico, salvo che sia difettoso o diverso da quello
                  ordinato. Vedi <Link to="/returns">Resi e diritto di recesso</Link>.
                </p>
              ),
            },
            {
              question: 'Spedite all’estero o posso ritirare in negozio?',
              answer: (
                <p>
                  Per ora no: spediamo solo in Italia e non è disponibile il ritiro in negozio o
                  presso punti di ritiro.
                </p>
              ),
            },
          ]}
        />
      </section>

      <RelatedLinks paths={['/shipping', '/track', '/returns', '/terms']} />
    </>
  );
}
