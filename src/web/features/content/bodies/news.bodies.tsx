import type { QueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatLongDate } from '../../../../domain/content/content.messages';
import { PAGE_TITLES } from '../../../../domain/messages';
import { APP_ROUTES } from '../../../../domain/routes';
import { productsQueryOptions, type ProductListParams } from '../../catalog/api/get-products';
import type { ContentBodies } from '../content-body';
import { ProductShowcase } from '../components/product-showcase';
import { EventList, EventSignup } from '../components/event-list';
import { FaqList } from '../components/faq-list';
import { RelatedLinks } from '../components/related-links';
import { SellerValue, WithSeller } from '../components/seller-identity';
import { MEETUPS, WORKSHOPS } from '../events';

const EMAIL = ['customerServiceEmail'] as const;
const email = <SellerValue field="customerServiceEmail" />;

const NEWEST: ProductListParams = { sort: 'newest', pageSize: 8 };

function NewProductsBody() {
  return (
    <>
      <p>
        Gli ultimi prodotti entrati nel nostro catalogo, dal più recente. Per ognuno trovi la scheda
        completa, il prezzo con IVA inclusa e la disponibilità aggiornata.
      </p>
      <ProductShowcase
        title="Appena arrivati"
        params={NEWEST}
        moreLink={{ path: APP_ROUTES.productsNew.path, label: PAGE_TITLES.productsNew }}
      />
      <section className="content-section">
        <h2>Come scegliamo i nuovi prodotti</h2>
        <p>
          Non inseriamo in catalogo tutto ciò che esce: prima di mettere in vendita un nuovo modello
          verifichiamo che provenga dai canali ufficiali del mercato europeo, che la documentazione
          sia in italiano e che il produttore garantisca ricambi e aggiornamenti per un periodo
          adeguato.
        </p>
        <p>
          Quando arriva una nuova generazione, spesso il modello precedente scende di prezzo:
          confrontali con <Link to="/products/compare">Confronta i modelli</Link> prima di
          scegliere, oppure guarda i <Link to="/deals/ricondizionati">ricondizionati</Link>.
        </p>
      </section>
      <RelatedLinks paths={['/news/preordini', '/news/in-arrivo', '/news/guide']} />
    </>
  );
}

function PreordersBody() {
  return (
    <>
      <p>
        Quando un produttore annuncia un nuovo modello con prezzo e data di uscita ufficiali, puoi
        preordinarlo su Vetrina e riceverlo tra i primi.
      </p>

      <section className="content-section">
        <h2>Come funziona il preordine</h2>
        <ul>
          <li>
            La scheda del prodotto indica chiaramente che si tratta di un preordine e la data
            prevista di spedizione.
          </li>
          <li>L’importo viene addebitato al momento dell’ordine, come per ogni altro acquisto.</li>
          <li>
            Spediamo i preordini nell’ordine in cui li riceviamo, appena il prodotto arriva nel
            nostro magazzino. La spedizione standard è gratuita.
          </li>
          <li>
            Se la data prevista slitta, ti avvisiamo via email e puoi decidere se attendere o
            annullare.
          </li>
        </ul>
      </section>

      <section className="content-section">
        <h2>Annullamento e recesso</h2>
        <p>
          Finché il prodotto non è stato spedito puoi annullare il preordine in qualsiasi momento
          <WithSeller fields={EMAIL}> scrivendo a {email}</WithSeller>: ti rimborsiamo l’intero
          importo entro 14 giorni. Dopo la consegna hai comunque i{' '}
          <Link to="/returns">14 giorni per il recesso</Link>, come per ogni acquisto.
        </p>
      </section>

      <RelatedLinks paths={['/news/in-arrivo', '/news/nuovi-prodotti', '/shipping']} />
    </>
  );
}

function ComingSoonBody() {
  return (
    <>
      <p>
        Qui raccontiamo i prodotti già annunciati dai produttori che non sono ancora nel nostro
        catalogo. Non pubblichiamo indiscrezioni: solo annunci ufficiali, con le date confermate.
      </p>

      <section className="content-section">
        <h2>Come seguire le novità</h2>
        <ol>
          <li>
            Quando un prodotto ha prezzo e data ufficiali, lo aggiungiamo ai{' '}
            <Link to="/news/preordini">preordini</Link>.
          </li>
          <li>
            Il giorno dell’uscita lo trovi tra i{' '}
            <Link to="/news/nuovi-prodotti">nuovi prodotti</Link>.
          </li>
          <li>Per essere avvisato, iscriviti alla newsletter dal modulo in fondo alla pagina.</li>
        </ol>
      </section>

      <section className="content-section">
        <h2>Il calendario tipico dei lanci</h2>
        <p>
          I grandi produttori presentano di solito i nuovi smartphone tra settembre e ottobre,
          mentre computer, tablet e smartwatch possono arrivare in qualsiasi periodo dell’anno. Tra
          annuncio e disponibilità passano in genere da una a tre settimane: è in quel periodo che
          si aprono i preordini.
        </p>
      </section>

      <section className="content-section">
        <h2>Le novità in arrivo per legge</h2>
        <p>
          Alcuni cambiamenti sono già scritti nelle norme europee: dal 18 febbraio 2027, per
          esempio, le batterie dei nuovi dispositivi portatili dovranno essere rimovibili e
          sostituibili dall’utente, salvo alcune eccezioni. Ne parliamo nelle{' '}
          <Link to="/news/tech">Notizie tech</Link>.
        </p>
      </section>
    </>
  );
}

function LimitedEditionsBody() {
  return (
    <>
      <p>
        Colori speciali, materiali particolari, serie prodotte in quantità limitata: le edizioni
        limitate sono pensate per chi cerca qualcosa di diverso, e spesso finiscono in fretta.
      </p>

      <section className="content-section">
        <h2>Come funzionano</h2>
        <ul>
          <li>
            Le quantità disponibili sono quelle indicate nella scheda e non vengono riassortite.
          </li>
          <li>
            Per dare a tutti una possibilità, ogni cliente può acquistare al massimo due pezzi della
            stessa edizione: gli ordini oltre il limite vengono annullati e rimborsati.
          </li>
          <li>
            Il prezzo è quello indicato nella scheda, IVA inclusa: non applichiamo rincari legati
            alla scarsità.
          </li>
          <li>
            Valgono le stesse tutele di ogni acquisto:{' '}
            <Link to="/returns">14 giorni per il recesso</Link> e{' '}
            <Link to="/services/garanzia">garanzia legale di 2 anni</Link>.
          </li>
        </ul>
      </section>

      <RelatedLinks paths={['/news/preordini', '/news/in-arrivo', '/services/personalizzazione']} />
    </>
  );
}

function WorkshopBody() {
  return (
    <>
      <p>
        Laboratori pratici in piccoli gruppi: porti il tuo dispositivo e impari facendo, con un
        formatore che risponde alle tue domande. La partecipazione è gratuita.
      </p>
      <section className="content-section">
        <h2>Prossimi workshop</h2>
        <EventList events={WORKSHOPS} />
        <EventSignup />
        <p>
          Se non puoi più partecipare, avvisaci: libererai il posto per qualcun altro. Per corsi
          riservati alla tua azienda o alla tua scuola vedi{' '}
          <Link to="/services/formazione">Formazione</Link>.
        </p>
      </section>
      <RelatedLinks paths={['/news/presentations', '/news/meetup', '/services/guide']} />
    </>
  );
}

function MeetupBody() {
  return (
    <>
      <p>
        I meetup sono incontri informali tra appassionati, clienti e persone che lavorano in
        Vetrina: niente vendite, solo tecnologia raccontata da chi la usa ogni giorno.
      </p>
      <section className="content-section">
        <h2>Prossimi meetup</h2>
        <EventList events={MEETUPS} />
        <EventSignup />
      </section>
      <section className="content-section">
        <h2>Come stare insieme</h2>
        <p>
          I meetup sono aperti a tutti. Chiediamo a chi partecipa rispetto per le persone e per le
          loro opinioni: non sono ammessi comportamenti offensivi o discriminatori. Durante gli
          incontri dal vivo scattiamo a volte qualche foto: se preferisci non comparire, dillo al
          nostro staff all’ingresso.
        </p>
      </section>
      <RelatedLinks paths={['/news/workshop', '/news/presentations', '/about']} />
    </>
  );
}

interface NewsArticle {
  date: string;
  title: string;
  paragraphs: string[];
}

const TECH_NEWS: NewsArticle[] = [
  {
    date: '2026-11-16',
    title: 'Batterie sostituibili dall’utente: cosa cambia dal 18 febbraio 2027',
    paragraphs: [
      'Il Regolamento europeo sulle batterie (UE 2023/1542) prevede che dal 18 febbraio 2027 le batterie portatili incorporate nei nuovi apparecchi siano rimovibili e sostituibili dall’utente con strumenti comuni, salvo alcune eccezioni previste dal regolamento stesso.',
      'Per chi compra, significa dispositivi che possono durare più a lungo: quando la batteria si esaurisce, si sostituisce lei e non tutto il telefono. Seguiremo da vicino come i produttori applicheranno la regola.',
    ],
  },
  {
    date: '2026-04-28',
    title: 'Caricabatterie universale: da oggi USB-C anche per i portatili',
    paragraphs: [
      'Dal 28 aprile 2026 anche i computer portatili venduti nell’Unione europea devono potersi ricaricare con una porta USB-C, come già avviene dal 28 dicembre 2024 per smartphone, tablet, fotocamere e cuffie (Direttiva UE 2022/2380).',
      'Un solo cavo per tutti i dispositivi significa meno caricabatterie nei cassetti e meno rifiuti. Molti prodotti sono venduti anche senza alimentatore in confezione: la scheda indica sempre cosa è incluso.',
    ],
  },
  {
    date: '2025-06-28',
    title: 'Accessibilità: le nuove regole europee per negozi online e dispositivi',
    paragraphs: [
      'Dal 28 giugno 2025 si applicano i requisiti dell’Atto europeo sull’accessibilità, recepito in Italia con il D.Lgs. 82/2022: siti di e-commerce, smartphone, computer e sistemi operativi devono essere utilizzabili anche da persone con disabilità.',
      'Su Vetrina ci lavoriamo ogni giorno: ogni pagina deve funzionare da tastiera, con i lettori di schermo e con i testi ingranditi. Se trovi un ostacolo, scrivici.',
    ],
  },
  {
    date: '2025-06-20',
    title: 'Etichetta energetica e indice di riparabilità per smartphone e tablet',
    paragraphs: [
      'Dal 20 giugno 2025 smartphone e tablet venduti nell’Unione europea hanno un’etichetta energetica (Regolamento UE 2023/1669) che indica la classe di efficienza, l’autonomia della batteria, i cicli di ricarica sopportati, la resistenza alle cadute, il grado di protezione da acqua e polvere e una classe di riparabilità da A a E.',
      'Le regole di progettazione ecocompatibile (Regolamento UE 2023/1670) chiedono inoltre ai produttori di garantire i pezzi di ricambio e gli aggiornamenti del sistema operativo per diversi anni dopo la fine della commercializzazione di un modello.',
    ],
  },
];

function TechNewsBody() {
  return (
    <>
      <p>Le novità che cambiano il modo di comprare e usare la tecnologia, spiegate senza gergo.</p>
      <ol className="content-articles">
        {TECH_NEWS.map((article) => (
          <li key={article.title} className="content-article">
            <h2 className="content-article__title">{article.title}</h2>
            <p className="content-article__date">
              <time dateTime={article.date}>{formatLongDate(article.date)}</time>
            </p>
            {article.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </li>
        ))}
      </ol>
      <RelatedLinks paths={['/news/guide', '/news/in-arrivo', '/deals/ricondizionati']} />
    </>
  );
}

function BuyingGuidesBody() {
  return (
    <>
      <p>
        Scegliere un dispositivo è più facile se parti da come lo userai, non dalla scheda tecnica.
        Ecco le domande da farti prima di acquistare.
      </p>

      <section className="content-section">
        <h2>Come scegliere uno smartphone</h2>
        <ul>
          <li>
            <strong>Aggiornamenti</strong>: controlla per quanti anni il produttore garantisce gli
            aggiornamenti di sicurezza. È ciò che decide quanto a lungo potrai usarlo in sicurezza.
          </li>
          <li>
            <strong>Memoria</strong>: se scatti molte foto e video, scegli almeno 256 GB; per un uso
            di base 128 GB sono sufficienti.
          </li>
          <li>
            <strong>Fotocamere</strong>: il teleobiettivo serve per ritratti e dettagli lontani; per
            foto di tutti i giorni conta di più la qualità del sensore principale.
          </li>
          <li>
            <strong>Dimensioni</strong>: uno schermo grande è comodo per video e lettura, uno più
            compatto si usa meglio con una mano.
          </li>
        </ul>
        <p>
          <Link to="/products/iphone">Vedi gli iPhone</Link> oppure{' '}
          <Link to="/products/compare">confronta i modelli</Link>.
        </p>
      </section>

      <section className="content-section">
        <h2>Come scegliere un computer portatile</h2>
        <ul>
          <li>
            <strong>Uso</strong>: per studio, navigazione e ufficio basta un modello leggero; per
            foto, video e sviluppo software serve più potenza e un migliore sistema di
            raffreddamento.
          </li>
          <li>
            <strong>Memoria di lavoro</strong>: 16 GB sono oggi il punto di partenza consigliato;
            spesso non si può ampliare dopo l’acquisto.
          </li>
          <li>
            <strong>Archiviazione</strong>: almeno 512 GB se tieni i file sul computer, meno se
            lavori soprattutto nel cloud.
          </li>
          <li>
            <strong>Peso e autonomia</strong>: se lo porti ogni giorno con te, contano quanto le
            prestazioni.
          </li>
        </ul>
        <p>
          <Link to="/products/mac">Vedi i Mac</Link>
        </p>
      </section>

      <section className="content-section">
        <h2>Come scegliere un tablet</h2>
        <p>
          Chiediti se ti serve la penna per scrivere a mano o disegnare, e se userai il tablet con
          una tastiera al posto del computer: in quel caso conviene uno schermo più grande e più
          memoria. Il modello con rete cellulare è utile solo se lo usi spesso fuori casa senza
          Wi-Fi.
        </p>
        <p>
          <Link to="/products/ipad">Vedi gli iPad</Link>
        </p>
      </section>

      <section className="content-section">
        <h2>Come scegliere uno smartwatch</h2>
        <p>
          Prima di tutto verifica la compatibilità con il tuo smartphone: molti smartwatch
          funzionano solo con il sistema operativo dello stesso produttore. Poi valuta autonomia,
          resistenza all’acqua, le funzioni per la salute che ti interessano davvero e la versione
          con rete cellulare, che ti permette di chiamare anche senza telefono.
        </p>
        <p>
          <Link to="/products/watch">Vedi gli smartwatch</Link>
        </p>
      </section>

      <section className="content-section">
        <h2>Nuovo o ricondizionato?</h2>
        <p>
          Un <Link to="/deals/ricondizionati">ricondizionato</Link> della generazione precedente
          costa sensibilmente meno e, per molti usi, offre prestazioni più che sufficienti. Verifica
          solo che riceva ancora gli aggiornamenti di sicurezza.
        </p>
      </section>

      <RelatedLinks paths={['/news/recensioni', '/deals/studenti', '/services/configurazione']} />
    </>
  );
}

function ReviewsBody() {
  return (
    <>
      <p>
        Sul sito trovi due tipi di recensioni: le prove della nostra redazione e le valutazioni dei
        clienti. Ecco come nascono e come leggerle.
      </p>

      <section className="content-section">
        <h2>Le prove della redazione</h2>
        <ul>
          <li>
            Usiamo ogni prodotto per almeno due settimane nella vita di tutti i giorni, non solo in
            laboratorio.
          </li>
          <li>
            Valutiamo sempre gli stessi aspetti: qualità costruttiva, schermo, prestazioni,
            autonomia, fotocamere dove presenti, anni di aggiornamenti garantiti e riparabilità.
          </li>
          <li>
            Nessun produttore paga per una recensione né la legge prima della pubblicazione. I
            prodotti in prova sono acquistati da noi o restituiti al termine del test.
          </li>
          <li>Indichiamo sempre i difetti, anche dei prodotti che consigliamo.</li>
        </ul>
      </section>

      <section className="content-section">
        <h2>Le recensioni dei clienti</h2>
        <p>
          Come richiede il Codice del Consumo, ti spieghiamo come gestiamo le recensioni dei
          clienti:
        </p>
        <ul>
          <li>
            può recensire un prodotto solo chi lo ha acquistato su Vetrina, dopo averlo ricevuto;
          </li>
          <li>pubblichiamo tutte le recensioni, positive e negative;</li>
          <li>
            rimuoviamo solo i contenuti offensivi, fuori tema o che contengono dati personali;
          </li>
          <li>non offriamo compensi né sconti in cambio di recensioni.</li>
        </ul>
        <WithSeller fields={EMAIL}>
          <p>Hai notato una recensione che non rispetta queste regole? Segnalala a {email}.</p>
        </WithSeller>
      </section>

      <FaqList
        items={[
          {
            question: 'Come si calcola la valutazione in stelle?',
            answer: (
              <p>
                È la media delle valutazioni dei clienti, da 1 a 5 stelle. Accanto trovi sempre il
                numero di recensioni su cui è calcolata.
              </p>
            ),
          },
        ]}
      />
      <RelatedLinks paths={['/news/guide', '/products/compare', '/news/tech']} />
    </>
  );
}

export const CONTENT_BODIES: ContentBodies = {
  '/news/nuovi-prodotti': {
    Body: NewProductsBody,
    prefetch: (queryClient: QueryClient) => queryClient.prefetchQuery(productsQueryOptions(NEWEST)),
  },
  '/news/preordini': { Body: PreordersBody },
  '/news/in-arrivo': { Body: ComingSoonBody },
  '/news/edizioni-limitate': { Body: LimitedEditionsBody },
  '/news/workshop': { Body: WorkshopBody },
  '/news/meetup': { Body: MeetupBody },
  '/news/tech': { Body: TechNewsBody },
  '/news/guide': { Body: BuyingGuidesBody },
  '/news/recensioni': { Body: ReviewsBody },
};
