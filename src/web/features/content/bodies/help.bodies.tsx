import { ORDER_STATUSES, type OrderStatus } from '../../../../domain/orders/order-status';
import { ORDER_STATUS_LABELS } from '../../../../domain/orders/order.messages';
import { Link } from 'react-router';
import { contentPageDescription } from '../../../../domain/content-page-descriptions';
import { findContentPage } from '../../../../domain/content-pages';
import { APP_ROUTES } from '../../../../domain/routes';
import type { ContentBodies } from '../content-body';
import { ContentCards, type ContentCard } from '../components/content-cards';
import { FaqList, type FaqItem } from '../components/faq-list';
import { RelatedLinks } from '../components/related-links';
import {
  CustomerServiceHours,
  SellerIdentitySection,
  SellerValue,
  SellerValues,
  useSellerIdentity,
  WithSeller,
} from '../components/seller-identity';
import { EXPRESS_PRICE_TEXT, ShippingRatesTable, ShippingRulesList } from './shipping-rules';
import { WithdrawalModelForm } from './withdrawal-form';
import { TrackOrderForm } from '../../orders/components/track-order-form';

/** The seller's contacts from the shop settings; a sentence naming one not given is left out. */
const EMAIL = ['customerServiceEmail'] as const;
const email = <SellerValue field="customerServiceEmail" />;
const POSTAL_ADDRESS = ['companyName', 'registeredOffice'] as const;

/** ": scrivi a …, oppure alla PEC …, oppure invia una raccomandata A/R a …": those given. */
function WithdrawalWays() {
  const { customerServiceEmail, pec, companyName, registeredOffice } = useSellerIdentity();
  const post = [companyName, registeredOffice].filter(Boolean).join(', ');
  const ways = [
    customerServiceEmail && `scrivi a ${customerServiceEmail}`,
    pec && (customerServiceEmail ? `alla PEC ${pec}` : `scrivi alla PEC ${pec}`),
    registeredOffice && `invia una raccomandata A/R a ${post}`,
  ].filter((way): way is string => Boolean(way));
  return ways.length > 0 ? <>: {ways.join(', oppure ')}</> : null;
}

function cardOf(path: string): ContentCard {
  const page = findContentPage(path);
  if (!page) throw new Error(`No content page at ${path}`);
  return { path, title: page.title, description: contentPageDescription(path) };
}

// ---------------------------------------------------------------------------------------------

const SUPPORT_FAQ: FaqItem[] = [
  {
    question: 'Quanto costa la spedizione?',
    answer: (
      <p>
        La spedizione standard è gratuita per ogni ordine in Italia. La spedizione express costa{' '}
        {EXPRESS_PRICE_TEXT}. Tutti i dettagli nella pagina{' '}
        <Link to="/shipping-costs">Costi di spedizione</Link>.
      </p>
    ),
  },
  {
    question: 'Posso restituire un prodotto?',
    answer: (
      <p>
        Sì, hai 14 giorni dalla consegna per recedere dall’acquisto senza indicare il motivo. Segui
        la procedura nella pagina <Link to="/returns">Resi e diritto di recesso</Link>.
      </p>
    ),
  },
  {
    question: 'Il mio prodotto non funziona: cosa faccio?',
    answer: (
      <p>
        <WithSeller fields={EMAIL}>
          Scrivici a {email} con il numero d’ordine e una descrizione del problema.{' '}
        </WithSeller>
        Se si tratta di un difetto, il prodotto è coperto dalla garanzia legale di 2 anni: trovi
        tutto nella pagina <Link to="/services/garanzia">Garanzia</Link>.
      </p>
    ),
  },
];

function SupportBody() {
  return (
    <>
      <p>
        Siamo qui per aiutarti prima e dopo l’acquisto. Scegli l’argomento che ti interessa: nella
        maggior parte dei casi trovi subito la risposta. Se non basta, il nostro servizio clienti
        risponde <CustomerServiceHours />.
      </p>
      <section className="content-section">
        <h2>I tuoi ordini</h2>
        <ContentCards
          cards={[
            {
              path: APP_ROUTES.orders.path,
              title: 'I tuoi ordini',
              description:
                'Accedi al tuo account per vedere lo stato degli ordini, le fatture e i resi.',
            },
            cardOf('/track'),
            cardOf('/shipping'),
            cardOf('/returns'),
          ]}
        />
      </section>
      <section className="content-section">
        <h2>Prodotti e assistenza</h2>
        <ContentCards
          cards={[
            cardOf('/services/garanzia'),
            cardOf('/services/riparazioni'),
            cardOf('/services/supporto'),
            cardOf('/services/guide'),
          ]}
        />
      </section>
      <section className="content-section">
        <h2>Le domande più frequenti</h2>
        <FaqList items={SUPPORT_FAQ} />
        <p>
          Altre risposte nelle <Link to="/faq">Domande frequenti</Link>. Non hai trovato quello che
          cercavi? <Link to="/contact">Contattaci</Link>.
        </p>
      </section>
    </>
  );
}

// ---------------------------------------------------------------------------------------------

function ContactBody() {
  return (
    <>
      <p>
        Il servizio clienti di Vetrina risponde <CustomerServiceHours />.
        <WithSeller fields={EMAIL}>
          {' '}
          Non abbiamo un modulo di contatto: per qualsiasi richiesta scrivici direttamente a {email}
          . Ti rispondiamo entro un giorno lavorativo.
        </WithSeller>
      </p>

      <WithSeller fields={['customerServiceEmail', 'phone', 'pec', 'registeredOffice']} match="any">
        <section className="content-section">
          <h2>Come contattarci</h2>
          <dl className="content-facts">
            <WithSeller fields={EMAIL}>
              <div className="content-facts__row">
                <dt>Email</dt>
                <dd>{email} — per ordini, spedizioni, resi, garanzia e assistenza tecnica.</dd>
              </div>
            </WithSeller>
            <WithSeller fields={['phone']}>
              <div className="content-facts__row">
                <dt>Telefono</dt>
                <dd>
                  <SellerValue field="phone" /> — <CustomerServiceHours />. Paghi solo il costo di
                  una normale chiamata, secondo il tuo piano tariffario: non usiamo numeri a tariffa
                  maggiorata.
                </dd>
              </div>
            </WithSeller>
            <WithSeller fields={['pec']}>
              <div className="content-facts__row">
                <dt>PEC</dt>
                <dd>
                  <SellerValue field="pec" /> — per le comunicazioni con valore legale, come recesso
                  e reclami.
                </dd>
              </div>
            </WithSeller>
            <WithSeller fields={['registeredOffice']}>
              <div className="content-facts__row">
                <dt>Posta</dt>
                <dd>
                  <SellerValues fields={POSTAL_ADDRESS} /> — per le raccomandate.
                </dd>
              </div>
            </WithSeller>
          </dl>
        </section>
      </WithSeller>

      <section className="content-section">
        <h2>Per una risposta più rapida</h2>
        <ul>
          <li>scrivi dall’indirizzo email con cui hai fatto l’ordine;</li>
          <li>indica il numero d’ordine, che trovi nell’email di conferma;</li>
          <li>
            per un prodotto difettoso o danneggiato, descrivi il problema e allega qualche foto;
          </li>
          <li>non inviarci mai password, codici di verifica o dati completi della carta.</li>
        </ul>
        <p>
          Per alcune richieste c’è una strada più veloce: per seguire una consegna usa{' '}
          <Link to="/track">Traccia il tuo ordine</Link>, per restituire un prodotto segui{' '}
          <Link to="/returns">Resi e diritto di recesso</Link>.
        </p>
      </section>

      <section className="content-section">
        <h2>Aziende, partner e candidature</h2>
        <p>
          Per preventivi e acquisti con partita IVA consulta{' '}
          <Link to="/deals/business">Offerte business</Link>; per collaborazioni commerciali la
          pagina <Link to="/partners">Partner</Link>; per lavorare con noi{' '}
          <Link to="/careers">Lavora con noi</Link>.
        </p>
      </section>

      <SellerIdentitySection title="Dati societari" />
    </>
  );
}

// ---------------------------------------------------------------------------------------------

const FAQ_GROUPS: { title: string; items: FaqItem[] }[] = [
  {
    title: 'Ordini e pagamenti',
    items: [
      {
        question: 'Devo registrarmi per acquistare?',
        answer: (
          <p>
            Puoi sfogliare il catalogo e riempire la Shopping Bag senza account. Per completare
            l’acquisto serve un account: così puoi seguire l’ordine, scaricare i documenti e gestire
            resi e garanzia. La registrazione richiede solo un’email e un codice di verifica.
          </p>
        ),
      },
      {
        question: 'Quali metodi di pagamento accettate?',
        answer: (
          <p>
            Carte di credito, di debito e prepagate dei circuiti Visa, Mastercard e American
            Express. Il pagamento è gestito da un fornitore certificato: i dati completi della carta
            non passano dai nostri sistemi.
          </p>
        ),
      },
      {
        question: 'I prezzi comprendono l’IVA?',
        answer: (
          <p>
            Sì, tutti i prezzi sono in euro e comprendono l’IVA al 22%. Nel riepilogo dell’ordine
            vedi il totale definitivo prima di confermare.
          </p>
        ),
      },
      {
        question: 'Posso avere la fattura?',
        answer: (
          <p>
            Sì: indica codice fiscale o partita IVA durante il checkout. Per le aziende emettiamo
            fattura elettronica tramite il Sistema di Interscambio.
          </p>
        ),
      },
      {
        question: 'Posso modificare o annullare un ordine?',
        answer: (
          <p>
            <WithSeller fields={EMAIL}>
              Finché l’ordine non è stato spedito scrivici a {email} con il numero d’ordine e
              facciamo il possibile per modificarlo o annullarlo.{' '}
            </WithSeller>
            Se è già partito, puoi comunque esercitare il diritto di recesso dopo la consegna.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Spedizioni',
    items: [
      {
        question: 'Quanto costa e quanto tempo richiede la spedizione?',
        answer: (
          <p>
            La spedizione standard è gratuita e arriva in 2–4 giorni lavorativi nell’Italia
            peninsulare; l’express costa {EXPRESS_PRICE_TEXT} e arriva in 1 giorno lavorativo. Tempi
            per isole e zone remote nella pagina{' '}
            <Link to="/shipping-costs">Costi di spedizione</Link>.
          </p>
        ),
      },
      {
        question: 'Spedite all’estero?',
        answer: (
          <p>
            Per ora spediamo solo in Italia, esclusi Livigno e Campione d’Italia. Non spediamo a San
            Marino e nella Città del Vaticano.
          </p>
        ),
      },
      {
        question: 'Posso ritirare l’ordine in negozio?',
        answer: (
          <p>
            No, al momento non è disponibile il ritiro in negozio né presso punti di ritiro:
            consegniamo all’indirizzo che indichi.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Resi e rimborsi',
    items: [
      {
        question: 'Entro quando posso restituire un prodotto?',
        answer: (
          <p>
            Entro 14 giorni dalla consegna puoi comunicarci che vuoi recedere, senza indicare il
            motivo; poi hai altri 14 giorni per spedirci il prodotto. Trovi la procedura nella
            pagina <Link to="/returns">Resi e diritto di recesso</Link>.
          </p>
        ),
      },
      {
        question: 'Quando ricevo il rimborso?',
        answer: (
          <p>
            Entro 14 giorni dalla tua comunicazione di recesso, sullo stesso metodo di pagamento
            usato per l’ordine. Possiamo attendere di ricevere il prodotto, o la prova che lo hai
            spedito, prima di effettuarlo.
          </p>
        ),
      },
      {
        question: 'Chi paga la spedizione del reso?',
        answer: (
          <p>
            Se restituisci un prodotto perché hai cambiato idea, le spese di restituzione sono a tuo
            carico. Se il prodotto è difettoso o non è quello che hai ordinato, paghiamo noi.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Garanzia e assistenza',
    items: [
      {
        question: 'Che garanzia hanno i prodotti?',
        answer: (
          <p>
            Tutti i prodotti nuovi hanno la garanzia legale di conformità di 2 anni dalla consegna;
            i ricondizionati di 12 mesi. Si aggiunge l’eventuale garanzia del produttore. Dettagli
            nella pagina <Link to="/services/garanzia">Garanzia</Link>.
          </p>
        ),
      },
      {
        question: 'Riparate anche prodotti non acquistati da voi?',
        answer: (
          <p>
            Sì, con un preventivo gratuito prima di ogni intervento. Vedi{' '}
            <Link to="/services/riparazioni">Riparazioni</Link>.
          </p>
        ),
      },
      {
        question: 'Ritirate il mio vecchio dispositivo?',
        answer: (
          <p>
            Sì. Se acquisti un dispositivo nuovo ritiriamo gratuitamente quello usato equivalente
            («uno contro uno», D.Lgs. 49/2014). Se è ancora in buono stato puoi anche{' '}
            <Link to="/deals/permuta">permutarlo</Link> e ottenere uno sconto.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Account e privacy',
    items: [
      {
        question: 'Ho dimenticato la password: come faccio?',
        answer: (
          <p>
            Usa la pagina <Link to="/reset-password">Reimposta password</Link>: ti inviamo le
            istruzioni all’email del tuo account.
          </p>
        ),
      },
      {
        question: 'Perché la mia sessione è scaduta?',
        answer: (
          <p>
            Per proteggere il tuo account chiudiamo la sessione dopo 24 ore di inattività e quando
            la password viene cambiata da un altro dispositivo. Basta accedere di nuovo.
          </p>
        ),
      },
      {
        question: 'Come posso cancellare il mio account e i miei dati?',
        answer: (
          <p>
            <WithSeller fields={EMAIL}>
              Scrivici a {email} dall’indirizzo del tuo account.{' '}
            </WithSeller>
            Cancelliamo i tuoi dati, tranne quelli che la legge ci obbliga a conservare, come i
            documenti fiscali. Tutti i dettagli nell’
            <Link to="/privacy">Informativa sulla privacy</Link>.
          </p>
        ),
      },
    ],
  },
];

function FaqBody() {
  return (
    <>
      <p>
        Qui trovi le risposte alle domande che riceviamo più spesso. Fai clic su una domanda per
        leggere la risposta.
      </p>
      {FAQ_GROUPS.map((group) => (
        <section key={group.title} className="content-section">
          <h2>{group.title}</h2>
          <FaqList items={group.items} />
        </section>
      ))}
      <p>
        Non hai trovato la risposta? <Link to="/contact">Contattaci</Link>: rispondiamo entro un
        giorno lavorativo.
      </p>
    </>
  );
}

// ---------------------------------------------------------------------------------------------

function ShippingBody() {
  return (
    <>
      <p>
        Spediamo in tutta Italia con corriere espresso. La spedizione standard è sempre gratuita,
        qualunque sia l’importo dell’ordine; se hai fretta puoi scegliere la consegna express.
      </p>

      <section className="content-section">
        <h2>Costi e tempi</h2>
        <ShippingRatesTable />
        <ShippingRulesList />
        <p>
          Le regole complete, con qualche esempio, sono nella pagina{' '}
          <Link to="/shipping-costs">Costi di spedizione</Link>.
        </p>
      </section>

      <section className="content-section">
        <h2>Come funziona la consegna</h2>
        <ol>
          <li>Ricevi un’email di conferma con il numero d’ordine appena lo completi.</li>
          <li>
            Quando il pacco parte ti inviamo un’email con il codice di tracciamento: lo trovi anche
            nella pagina <Link to="/orders">I tuoi ordini</Link>.
          </li>
          <li>
            Il corriere consegna dal lunedì al venerdì, in orario lavorativo, all’indirizzo che hai
            indicato. Per i prodotti di valore può essere richiesta una firma.
          </li>
          <li>
            Se non ti trova, il corriere lascia un avviso e riprova il giorno lavorativo successivo.
            Dopo due tentativi il pacco resta in giacenza presso la sua sede: contattaci e
            organizziamo una nuova consegna senza costi aggiuntivi.
          </li>
        </ol>
        <p>
          Non consegniamo a caselle postali. Se ordini più prodotti, potrebbero arrivare in pacchi
          separati: la spedizione resta gratuita. I <Link to="/news/preordini">preordini</Link>{' '}
          partono appena il prodotto è disponibile.
        </p>
      </section>

      <section className="content-section">
        <h2>Alla consegna controlla il pacco</h2>
        <p>
          Fino alla consegna il rischio di perdita o danneggiamento è nostro. Prima di firmare
          controlla che l’imballo sia integro e che il numero di colli sia corretto. Se il pacco è
          visibilmente danneggiato o manomesso, puoi rifiutarlo oppure accettarlo scrivendo «ritiro
          con riserva» e il motivo sul documento del corriere.
          <WithSeller fields={EMAIL}>
            {' '}
            In entrambi i casi scrivici al più presto a {email}, con qualche foto: ti inviamo un
            prodotto sostitutivo o ti rimborsiamo.
          </WithSeller>
        </p>
      </section>

      <section className="content-section">
        <h2>Ritiro dell’usato</h2>
        <p>
          Quando acquisti un’apparecchiatura nuova puoi consegnarci gratuitamente quella usata di
          tipo equivalente («uno contro uno», D.Lgs. 49/2014).
          <WithSeller fields={EMAIL}>
            {' '}
            Segnalacelo a {email} prima della consegna e organizziamo il ritiro.
          </WithSeller>
        </p>
      </section>

      <RelatedLinks paths={['/shipping-costs', '/track', '/returns', '/terms']} />
    </>
  );
}

// ---------------------------------------------------------------------------------------------

const RETURNS_FAQ: FaqItem[] = [
  {
    question: 'Devo restituire il prodotto nella confezione originale?',
    answer: (
      <p>
        Non è obbligatorio, ma ti chiediamo di proteggerlo bene per il viaggio e di includere tutti
        gli accessori, i manuali e gli eventuali omaggi ricevuti con l’ordine. La confezione
        originale aiuta a evitare danni durante il trasporto.
      </p>
    ),
  },
  {
    question: 'Posso restituire un prodotto che ho già acceso?',
    answer: (
      <p>
        Sì: puoi provarlo come faresti in negozio per verificarne caratteristiche e funzionamento.
        Rispondi solo dell’eventuale diminuzione di valore dovuta a un uso che va oltre questa
        prova, per esempio graffi o segni di utilizzo prolungato.
      </p>
    ),
  },
  {
    question: 'Posso restituire solo una parte dell’ordine?',
    answer: (
      <p>
        Sì. In quel caso il rimborso riguarda solo i prodotti restituiti. La spedizione standard
        dell’ordine è gratuita, quindi non ci sono costi di consegna da ripartire.
      </p>
    ),
  },
  {
    question: 'Ho acquistato con partita IVA: posso recedere?',
    answer: (
      <p>
        Il diritto di recesso è una tutela riservata ai consumatori.
        <WithSeller fields={EMAIL}>
          {' '}
          Per gli acquisti aziendali scrivici comunque a {email}: valutiamo ogni richiesta caso per
          caso.
        </WithSeller>
      </p>
    ),
  },
];

function ReturnsBody() {
  return (
    <>
      <p>
        Se hai acquistato come consumatore, hai <strong>14 giorni</strong> di tempo per ripensarci:
        puoi esercitare il <strong>diritto di recesso</strong> senza indicare il motivo e senza
        penali, come previsto dagli artt. 52–59 del Codice del Consumo (D.Lgs. 206/2005).
      </p>

      <section className="content-section">
        <h2>Quando inizia il periodo di 14 giorni</h2>
        <p>
          Il termine decorre dal giorno in cui tu, o una persona da te indicata diversa dal
          corriere, ricevi il prodotto. Se un ordine arriva in più pacchi, dal giorno in cui ricevi
          l’ultimo.
        </p>
      </section>

      <section className="content-section">
        <h2>Come fare il reso, passo passo</h2>
        <ol>
          <li>
            <strong>Comunicaci la tua decisione entro 14 giorni</strong> dalla consegna
            <WithdrawalWays />. Puoi usare il modulo qui sotto o una qualsiasi dichiarazione
            esplicita; indica il numero d’ordine e i prodotti che restituisci. Ti confermiamo la
            ricezione via email.
          </li>
          <li>
            <strong>Prepara il prodotto</strong>: fai un backup, esci dai tuoi account (compresi i
            servizi di localizzazione del dispositivo, che altrimenti ne bloccano il ripristino),
            rimuovi SIM e schede di memoria e ripristina le impostazioni di fabbrica. Imballalo con
            cura insieme ad accessori e manuali.
          </li>
          <li>
            <strong>Spediscilo entro 14 giorni</strong> dalla tua comunicazione all’indirizzo che ti
            indichiamo nella risposta, con il corriere che preferisci. Conserva la ricevuta di
            spedizione.
          </li>
        </ol>
      </section>

      <section className="content-section">
        <h2>Spese di restituzione</h2>
        <p>
          Le spese dirette di restituzione sono <strong>a tuo carico</strong> e dipendono dal
          corriere che scegli e dalle dimensioni del pacco. Ti consigliamo una spedizione tracciata
          e assicurata: fino a quando il pacco non ci arriva, ne sei responsabile. Se invece il
          prodotto è difettoso, danneggiato o diverso da quello che hai ordinato, non si tratta di
          recesso: scrivici e organizziamo noi il ritiro gratuito.
        </p>
      </section>

      <section className="content-section">
        <h2>Rimborso</h2>
        <p>
          Ti rimborsiamo l’intero importo pagato, comprese le spese di consegna standard, entro{' '}
          <strong>14 giorni</strong> dal giorno in cui riceviamo la tua comunicazione di recesso,
          con lo stesso metodo di pagamento che hai usato, senza alcun costo per te. Possiamo
          trattenere il rimborso finché non riceviamo il prodotto o finché non ci mostri la prova di
          averlo spedito, se questo avviene prima. Se avevi scelto la spedizione express, il
          relativo supplemento di {EXPRESS_PRICE_TEXT} non è rimborsato.
        </p>
      </section>

      <section className="content-section">
        <h2>Prodotti esclusi dal recesso</h2>
        <ul>
          <li>
            prodotti personalizzati, come i dispositivi con incisione (
            <Link to="/services/personalizzazione">Personalizzazione</Link>);
          </li>
          <li>software sigillato aperto dopo la consegna;</li>
          <li>
            prodotti sigillati che non possono essere restituiti per motivi igienici, come gli
            auricolari in-ear, se aperti dopo la consegna;
          </li>
          <li>servizi già completamente prestati con il tuo accordo espresso.</li>
        </ul>
      </section>

      <section className="content-section">
        <h2>Modulo di recesso</h2>
        <p>Puoi copiare questo testo in un’email o stamparlo e compilarlo.</p>
        <WithdrawalModelForm />
      </section>

      <section className="content-section">
        <h2>Prodotto difettoso?</h2>
        <p>
          Se il prodotto presenta un difetto, oltre al recesso hai sempre la{' '}
          <strong>garanzia legale di conformità</strong> di 2 anni dalla consegna: riparazione o
          sostituzione gratuita, e se non sono possibili riduzione del prezzo o rimborso. Leggi come
          richiederla nella pagina <Link to="/services/garanzia">Garanzia</Link>.
        </p>
      </section>

      <section className="content-section">
        <h2>Domande sui resi</h2>
        <FaqList items={RETURNS_FAQ} />
      </section>

      <RelatedLinks paths={['/terms', '/services/garanzia', '/shipping', '/contact']} />
    </>
  );
}

// ---------------------------------------------------------------------------------------------

/** What each status of an order means, as /track and the order page name it. */
const ORDER_STATUS_MEANINGS: Record<OrderStatus, string> = {
  pending_payment:
    'L’ordine è registrato e i prodotti sono riservati per 15 minuti: completa il pagamento da I tuoi ordini.',
  paid: 'Abbiamo ricevuto l’ordine e il pagamento.',
  preparing: 'Stiamo preparando il pacco nel nostro magazzino.',
  shipped: 'Il pacco è stato affidato al corriere: da qui vale il codice di tracciamento.',
  delivered:
    'Il corriere ha consegnato il pacco. Dal giorno dopo decorrono i 14 giorni per il recesso.',
  cancelled: 'L’ordine è stato annullato e nessun importo è stato addebitato.',
  refunded: 'Abbiamo rimborsato l’importo sul metodo di pagamento usato per l’ordine.',
};

function TrackBody() {
  return (
    <>
      <p>
        Ogni ordine è legato al tuo account Vetrina: per seguirlo ti bastano il numero d’ordine e
        l’email con cui hai acquistato.
      </p>

      <TrackOrderForm />

      <section className="content-section">
        <h2>Se hai già effettuato l’accesso</h2>
        <p>
          Apri <Link to="/orders">I tuoi ordini</Link>: per ogni ordine vedi lo stato aggiornato, i
          prodotti, l’indirizzo di consegna e, dopo la spedizione, il codice di tracciamento con il
          collegamento al sito del corriere.
        </p>
        <p>
          <Link className="button button--primary" to="/orders">
            Vai ai tuoi ordini
          </Link>
        </p>
      </section>

      <section className="content-section">
        <h2>Dove trovare numero d’ordine e codice di tracciamento</h2>
        <ol>
          <li>
            <strong>Email di conferma dell’ordine</strong>: la ricevi subito dopo l’acquisto, con il
            numero d’ordine e il riepilogo.
          </li>
          <li>
            <strong>Email di spedizione</strong>: la ricevi quando il pacco parte, con il nome del
            corriere e il codice di tracciamento.
          </li>
          <li>
            <strong>Pagina I tuoi ordini</strong>: accedi con l’email dell’ordine e trovi entrambi.
          </li>
        </ol>
        <p>
          Non ricordi la password? Reimpostala dalla pagina{' '}
          <Link to="/reset-password">Reimposta password</Link> usando l’email dell’ordine. Non trovi
          le email? Controlla la cartella dello spam o della posta indesiderata.
        </p>
      </section>

      <section className="content-section">
        <h2>Gli stati dell’ordine</h2>
        <dl className="content-facts">
          {ORDER_STATUSES.map((status) => (
            <div className="content-facts__row" key={status}>
              <dt>{ORDER_STATUS_LABELS[status]}</dt>
              <dd>{ORDER_STATUS_MEANINGS[status]}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="content-section">
        <h2>Il tracciamento non si aggiorna?</h2>
        <p>
          Dopo la partenza possono servire alcune ore prima che il corriere mostri i primi
          movimenti.
          <WithSeller fields={EMAIL}>
            {' '}
            Se lo stato non cambia da più di 48 ore lavorative, o se risulta consegnato ma non hai
            ricevuto nulla, scrivici a {email} indicando numero d’ordine ed email dell’acquisto:
            verifichiamo con il corriere e ti rispondiamo entro un giorno lavorativo.
          </WithSeller>
        </p>
      </section>

      <RelatedLinks paths={['/shipping', '/shipping-costs', '/returns', '/contact']} />
    </>
  );
}

export const CONTENT_BODIES: ContentBodies = {
  '/support': { Body: SupportBody },
  '/contact': { Body: ContactBody },
  '/faq': { Body: FaqBody },
  '/shipping': { Body: ShippingBody },
  '/returns': { Body: ReturnsBody },
  '/track': { Body: TrackBody },
};
