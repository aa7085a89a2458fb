import type { QueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ContentBodies } from '../content-body';
import { productsQueryOptions, type ProductListParams } from '../../catalog/api/get-products';
import { ProductShowcase } from '../components/product-showcase';
import { FaqList } from '../components/faq-list';
import { RelatedLinks } from '../components/related-links';
import { SellerValue, WithSeller } from '../components/seller-identity';

const EMAIL = ['customerServiceEmail'] as const;
const email = <SellerValue field="customerServiceEmail" />;

const ON_SALE: ProductListParams = { onSale: true, pageSize: 24 };
const DAILY: ProductListParams = { onSale: true, sort: 'rating', pageSize: 8 };
const BLACK_FRIDAY: ProductListParams = { onSale: true, sort: 'price-desc', pageSize: 12 };
const OUTLET: ProductListParams = { onSale: true, sort: 'price-asc', pageSize: 12 };
const REFURBISHED: ProductListParams = { tag: 'ricondizionato', pageSize: 24 };

function prefetchProducts(params: ProductListParams) {
  return (queryClient: QueryClient) => queryClient.prefetchQuery(productsQueryOptions(params));
}

/** The rule every price reduction on the site follows (Codice del Consumo, art. 17-bis). */
function PriceReductionNote() {
  return (
    <p className="content-note">
      I prezzi sono in euro e comprendono l’IVA. Per ogni prodotto scontato il prezzo barrato è il
      prezzo più basso applicato nei 30 giorni precedenti la riduzione (art. 17-bis del Codice del
      Consumo). Le offerte valgono fino alla data indicata o fino a esaurimento delle scorte.
    </p>
  );
}

function OffersBody() {
  return (
    <>
      <p>
        Tutti i prodotti che oggi hanno un prezzo ridotto, in un’unica pagina. Le promozioni
        cambiano spesso: quello che vedi qui è sempre aggiornato.
      </p>
      <PriceReductionNote />
      <ProductShowcase title="In offerta adesso" params={ON_SALE} />
      <RelatedLinks
        paths={['/deals/offerte-del-giorno', '/deals/ricondizionati', '/deals/outlet', '/deals']}
      />
    </>
  );
}

function DailyDealsBody() {
  return (
    <>
      <p>
        Ogni giorno selezioniamo alcuni prodotti a prezzo ridotto tra quelli più apprezzati dai
        nostri clienti. La selezione si rinnova ogni mattina e le quantità sono limitate.
      </p>
      <PriceReductionNote />
      <ProductShowcase
        title="La selezione di oggi"
        params={DAILY}
        moreLink={{ path: '/offers', label: 'Tutti i prodotti in offerta' }}
      />
      <RelatedLinks paths={['/offers', '/deals/outlet', '/deals/ricondizionati']} />
    </>
  );
}

function BlackFridayBody() {
  return (
    <>
      <p>
        Il Black Friday 2026 di Vetrina inizia <strong>venerdì 20 novembre</strong> e termina{' '}
        <strong>lunedì 30 novembre 2026</strong> alle 23:59, Cyber Monday compreso. Ogni giorno
        aggiungiamo nuovi prodotti alla selezione.
      </p>
      <PriceReductionNote />
      <ProductShowcase
        title="La selezione del Black Friday"
        params={BLACK_FRIDAY}
        moreLink={{ path: '/offers', label: 'Tutti i prodotti in offerta' }}
      />

      <section className="content-section">
        <h2>Le regole che valgono anche durante il Black Friday</h2>
        <ul>
          <li>
            Sconti veri: il prezzo di riferimento è sempre il prezzo più basso degli ultimi 30
            giorni, non un prezzo di listino gonfiato.
          </li>
          <li>
            Hai sempre <Link to="/returns">14 giorni per il recesso</Link> dalla consegna e la{' '}
            <Link to="/services/garanzia">garanzia legale di 2 anni</Link>.
          </li>
          <li>La spedizione standard resta gratuita, anche per gli ordini scontati.</li>
          <li>
            Nei giorni di picco la preparazione degli ordini può richiedere un giorno lavorativo in
            più: lo indichiamo nel riepilogo prima della conferma.
          </li>
        </ul>
      </section>

      <section className="content-section">
        <h2>Acquista in sicurezza</h2>
        <p>
          In questo periodo circolano molti siti e messaggi falsi che imitano i negozi noti.
          Controlla sempre di essere sul nostro sito, diffida dei prezzi troppo bassi per essere
          veri e ricorda che non ti chiederemo mai codici o dati della carta via SMS, email o
          telefono.
        </p>
      </section>
    </>
  );
}

function OutletBody() {
  return (
    <>
      <p>
        Nell’outlet trovi prodotti nuovi a prezzo ridotto: confezioni danneggiate durante il
        trasporto, prodotti usati come esposizione e modelli di fine serie. Il prodotto è nuovo e
        perfettamente funzionante: la scheda di ciascuno spiega il motivo dello sconto.
      </p>
      <ul>
        <li>
          <strong>Stessa garanzia</strong>: garanzia legale di conformità di 2 anni, come per ogni
          prodotto nuovo.
        </li>
        <li>
          <strong>Stesso diritto di recesso</strong>: 14 giorni dalla consegna.
        </li>
        <li>
          <strong>Pezzi unici o quasi</strong>: le quantità sono molto limitate e non vengono
          riassortite.
        </li>
      </ul>
      <PriceReductionNote />
      <ProductShowcase
        title="Prodotti in outlet"
        params={OUTLET}
        moreLink={{ path: '/offers', label: 'Tutti i prodotti in offerta' }}
      />
      <RelatedLinks paths={['/deals/ricondizionati', '/offers', '/services/garanzia']} />
    </>
  );
}

function RefurbishedBody() {
  return (
    <>
      <p>
        Un dispositivo ricondizionato è un prodotto usato che i nostri tecnici hanno controllato,
        riparato se necessario, pulito e preparato per una seconda vita. Costa meno del nuovo e
        riduce i rifiuti elettronici.
      </p>

      <section className="content-section">
        <h2>Come ricondizioniamo</h2>
        <ol>
          <li>
            Oltre 40 controlli su schermo, fotocamere, sensori, connettività, pulsanti, altoparlanti
            e microfoni.
          </li>
          <li>
            Verifica della batteria: vendiamo solo dispositivi con almeno l’85% della capacità
            originale.
          </li>
          <li>Cancellazione certificata dei dati del precedente proprietario.</li>
          <li>Pulizia e igienizzazione, installazione dell’ultimo sistema operativo supportato.</li>
        </ol>
        <p>
          Le condizioni estetiche sono descritte nella scheda di ogni prodotto, insieme agli
          eventuali segni di utilizzo. Nella confezione trovi il cavo di ricarica.
        </p>
      </section>

      <section className="content-section">
        <h2>Garanzia e recesso</h2>
        <p>
          Ogni ricondizionato ha <strong>12 mesi di garanzia legale</strong> dalla consegna, la
          durata minima che il Codice del Consumo consente per i beni usati, e puoi restituirlo
          entro <Link to="/returns">14 giorni</Link> dalla consegna come qualsiasi altro prodotto.
        </p>
      </section>

      <ProductShowcase title="Ricondizionati disponibili" params={REFURBISHED} />

      <FaqList
        items={[
          {
            question: 'Un ricondizionato è uguale a un prodotto nuovo?',
            answer: (
              <p>
                Funziona come un nuovo, ma può avere piccoli segni estetici, descritti nella scheda.
                La batteria ha almeno l’85% della capacità originale.
              </p>
            ),
          },
          {
            question: 'Riceverà gli aggiornamenti del sistema operativo?',
            answer: (
              <p>
                Vendiamo solo modelli che al momento della vendita ricevono ancora gli aggiornamenti
                di sicurezza. Per quanto tempo continueranno a riceverli dipende dal produttore.
              </p>
            ),
          },
        ]}
      />
      <RelatedLinks paths={['/deals/permuta', '/deals/outlet', '/services/garanzia']} />
    </>
  );
}

function EducationBody() {
  return (
    <>
      <p>
        Scuole, università, accademie e il loro personale possono acquistare a prezzi riservati
        computer e tablet per la didattica e il lavoro.
      </p>

      <section className="content-section">
        <h2>Chi può accedere</h2>
        <ul>
          <li>
            istituti scolastici statali e paritari, università, istituzioni AFAM ed enti di
            formazione accreditati;
          </li>
          <li>
            docenti, ricercatori e personale amministrativo e tecnico in servizio presso questi
            istituti.
          </li>
        </ul>
        <p>
          Per gli studenti ci sono le <Link to="/deals/studenti">offerte per studenti</Link>.
        </p>
      </section>

      <section className="content-section">
        <h2>Per gli istituti</h2>
        <p>
          Prepariamo preventivi per classi e laboratori, con consegna in istituto, dispositivi
          configurati e formazione per i docenti. Emettiamo fattura elettronica, anche verso la
          pubblica amministrazione con indicazione di CIG e CUP quando previsti.
          <WithSeller fields={EMAIL}>
            {' '}
            Scrivi a {email} indicando l’istituto, il numero di dispositivi e i tempi.
          </WithSeller>
        </p>
      </section>

      <section className="content-section">
        <h2>Per docenti e personale</h2>
        <p>
          <WithSeller fields={EMAIL}>
            Scrivi a {email} dall’indirizzo email istituzionale, oppure allega un documento che
            attesti il servizio in corso.{' '}
          </WithSeller>
          Dopo la verifica ricevi un codice personale da usare al checkout, valido per un acquisto
          per categoria di prodotto in ogni anno scolastico.
        </p>
      </section>

      <RelatedLinks paths={['/deals/studenti', '/services/formazione', '/news/presentations']} />
    </>
  );
}

function StudentsBody() {
  return (
    <>
      <p>
        Per lo studio serve uno strumento affidabile che duri tutto il percorso. Agli studenti
        riserviamo un codice sconto personale su computer, tablet e accessori.
      </p>

      <section className="content-section">
        <h2>Chi può richiederlo</h2>
        <ul>
          <li>studenti iscritti a università, istituzioni AFAM e ITS Academy;</li>
          <li>
            studenti maggiorenni delle scuole secondarie di secondo grado; per gli studenti
            minorenni l’acquisto può farlo un genitore, con il codice intestato allo studente.
          </li>
        </ul>
      </section>

      <section className="content-section">
        <h2>Come ottenerlo</h2>
        <ol>
          <WithSeller fields={EMAIL}>
            <li>
              Scrivi a {email} dall’indirizzo email istituzionale, oppure allega il certificato di
              iscrizione o il libretto dell’anno in corso.
            </li>
          </WithSeller>
          <li>Entro due giorni lavorativi ricevi il tuo codice personale.</li>
          <li>
            Inserisci il codice al checkout: lo sconto viene mostrato nel riepilogo prima della
            conferma. Il codice vale per un prodotto per categoria in ogni anno accademico e non è
            cumulabile con altre promozioni.
          </li>
        </ol>
        <p>
          Usiamo i documenti che ci invii solo per verificare il tuo stato di studente e li
          cancelliamo subito dopo la verifica.
        </p>
      </section>

      <RelatedLinks paths={['/deals/istruzione', '/news/guide', '/deals/ricondizionati']} />
    </>
  );
}

function TradeInBody() {
  return (
    <>
      <p>
        Il tuo vecchio smartphone, tablet, computer o smartwatch vale ancora qualcosa. Con la
        permuta lo valutiamo e trasformiamo il suo valore in un buono da usare su Vetrina: tu
        risparmi e il dispositivo ha una seconda vita.
      </p>

      <section className="content-section">
        <h2>Come funziona</h2>
        <ol>
          <li>
            <strong>Richiedi una valutazione</strong>
            <WithSeller fields={EMAIL}> scrivendo a {email}</WithSeller>: indica marca, modello,
            capacità e condizioni, con qualche foto. Ti rispondiamo entro due giorni lavorativi con
            una valutazione valida 14 giorni.
          </li>
          <li>
            <strong>Spedisci il dispositivo</strong> con l’etichetta prepagata che ti inviamo: la
            spedizione è gratuita.
          </li>
          <li>
            <strong>Lo verifichiamo</strong> entro 3 giorni lavorativi dall’arrivo. Se le condizioni
            corrispondono, confermiamo la valutazione.
          </li>
          <li>
            <strong>Ricevi il buono</strong> di pari valore, utilizzabile per 12 mesi su tutto il
            catalogo.
          </li>
        </ol>
        <p>
          Se dalla verifica risultano condizioni diverse da quelle dichiarate, ti proponiamo una
          nuova valutazione: se non la accetti, ti rispediamo il dispositivo gratuitamente.
        </p>
      </section>

      <section className="content-section">
        <h2>Requisiti</h2>
        <ul>
          <li>devi essere maggiorenne e proprietario del dispositivo;</li>
          <li>
            il dispositivo non deve risultare rubato o smarrito e deve essere scollegato da ogni
            account, con il blocco di localizzazione disattivato;
          </li>
          <li>ti chiediamo un documento d’identità per prevenire la ricettazione.</li>
        </ul>
        <p>
          Cancelliamo in modo certificato tutti i dati rimasti sul dispositivo; ti consigliamo
          comunque di seguire la nostra{' '}
          <Link to="/services/guide">guida alla preparazione del dispositivo</Link>. I dispositivi
          che non possono essere ricondizionati vengono avviati al riciclo tramite i consorzi RAEE.
        </p>
      </section>

      <RelatedLinks paths={['/deals/ricondizionati', '/services/guide', '/services/riparazioni']} />
    </>
  );
}

function FinancingBody() {
  return (
    <>
      <p>
        Al momento sul sito non è disponibile il pagamento a rate con un finanziamento. Stiamo
        lavorando per offrirlo insieme a un istituto di credito partner.
      </p>

      <section className="content-section">
        <h2>Nel frattempo</h2>
        <ul>
          <li>
            se la tua carta di credito prevede la rateizzazione degli acquisti, puoi usarla anche su
            Vetrina alle condizioni concordate con la tua banca;
          </li>
          <li>
            per le aziende è disponibile il <Link to="/deals/noleggio-aziende">noleggio</Link> con
            canone mensile.
          </li>
        </ul>
      </section>

      <section className="content-section">
        <h2>Cosa troverai quando il finanziamento sarà attivo</h2>
        <p>
          Ogni offerta di finanziamento riporterà, come previsto dal Testo unico bancario, un
          esempio rappresentativo con importo, durata, rata, TAN e TAEG. Prima di firmare riceverai
          il modulo «Informazioni europee di base sul credito ai consumatori» (SECCI). La
          concessione del finanziamento sarà sempre soggetta all’approvazione dell’istituto di
          credito.
        </p>
        <p>
          Un consiglio valido sempre: confronta il TAEG, che comprende tutti i costi, e non solo la
          rata mensile.
        </p>
      </section>

      <RelatedLinks paths={['/deals/noleggio-aziende', '/terms', '/contact']} />
    </>
  );
}

function BusinessLeaseBody() {
  return (
    <>
      <p>
        Con il noleggio operativo la tua azienda usa computer, smartphone e tablet sempre aggiornati
        pagando un canone mensile, senza immobilizzare capitale nell’acquisto.
      </p>

      <section className="content-section">
        <h2>Come funziona</h2>
        <ul>
          <li>durata a scelta di 24, 36 o 48 mesi;</li>
          <li>canone mensile fisso, con fattura elettronica;</li>
          <li>assistenza e dispositivo sostitutivo durante le riparazioni inclusi;</li>
          <li>copertura contro danni accidentali e furto su richiesta;</li>
          <li>
            alla scadenza puoi rinnovare con dispositivi nuovi, restituire quelli in uso o
            riscattarli.
          </li>
        </ul>
        <p>
          Il contratto di noleggio è stipulato con una società di noleggio partner ed è soggetto
          alla sua approvazione. Per il trattamento fiscale del canone rivolgiti al tuo
          commercialista.
        </p>
      </section>

      <WithSeller fields={EMAIL}>
        <section className="content-section">
          <h2>Richiedi un preventivo</h2>
          <p>
            Scrivi a {email} indicando ragione sociale, partita IVA, dispositivi e durata
            desiderata: ti inviamo una proposta entro due giorni lavorativi.
          </p>
        </section>
      </WithSeller>

      <RelatedLinks paths={['/deals/business', '/services/business', '/services/consulenza-it']} />
    </>
  );
}

function BusinessDealsBody() {
  return (
    <>
      <p>
        Per aziende, professionisti e pubbliche amministrazioni offriamo condizioni dedicate e un
        referente che segue ogni ordine dal preventivo all’assistenza.
      </p>

      <section className="content-section">
        <h2>Vantaggi per chi acquista con partita IVA</h2>
        <ul>
          <li>prezzi per quantità a partire da 5 dispositivi dello stesso modello;</li>
          <li>fattura elettronica tramite il Sistema di Interscambio, con IVA esposta;</li>
          <li>pagamento con carta o con bonifico bancario anticipato;</li>
          <li>consegna a più sedi e dispositivi già configurati;</li>
          <li>
            <Link to="/deals/noleggio-aziende">noleggio operativo</Link> come alternativa
            all’acquisto.
          </li>
        </ul>
      </section>

      <section className="content-section">
        <h2>Da sapere</h2>
        <p>
          Il diritto di recesso e la garanzia legale del Codice del Consumo sono tutele riservate ai
          consumatori. Per gli acquisti professionali valgono la garanzia per i vizi prevista dal
          Codice civile (artt. 1490 e seguenti) e la garanzia del produttore; l’assistenza la
          gestiamo comunque noi, come per i privati.
        </p>
      </section>

      <WithSeller fields={EMAIL}>
        <section className="content-section">
          <h2>Richiedi un preventivo</h2>
          <p>
            Scrivi a {email} indicando ragione sociale, partita IVA, codice destinatario o PEC per
            la fatturazione, prodotti e quantità. Rispondiamo entro due giorni lavorativi.
          </p>
        </section>
      </WithSeller>

      <RelatedLinks paths={['/services/business', '/deals/noleggio-aziende', '/terms']} />
    </>
  );
}

export const CONTENT_BODIES: ContentBodies = {
  '/offers': { Body: OffersBody, prefetch: prefetchProducts(ON_SALE) },
  '/deals/offerte-del-giorno': { Body: DailyDealsBody, prefetch: prefetchProducts(DAILY) },
  '/deals/black-friday': { Body: BlackFridayBody, prefetch: prefetchProducts(BLACK_FRIDAY) },
  '/deals/outlet': { Body: OutletBody, prefetch: prefetchProducts(OUTLET) },
  '/deals/ricondizionati': { Body: RefurbishedBody, prefetch: prefetchProducts(REFURBISHED) },
  '/deals/istruzione': { Body: EducationBody },
  '/deals/studenti': { Body: StudentsBody },
  '/deals/permuta': { Body: TradeInBody },
  '/deals/finanziamenti': { Body: FinancingBody },
  '/deals/noleggio-aziende': { Body: BusinessLeaseBody },
  '/deals/business': { Body: BusinessDealsBody },
};
