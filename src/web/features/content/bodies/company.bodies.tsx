import { Link } from 'react-router';
import type { ContentBodies } from '../content-body';
import { RelatedLinks } from '../components/related-links';
import { SellerIdentitySection, SellerValue, WithSeller } from '../components/seller-identity';

const EMAIL = ['customerServiceEmail'] as const;
const email = <SellerValue field="customerServiceEmail" />;

function AboutBody() {
  return (
    <>
      <p>
        Vetrina nasce da un’idea semplice: comprare tecnologia online dovrebbe essere facile come
        entrare in un buon negozio di quartiere, dove qualcuno ti ascolta, ti consiglia il prodotto
        giusto e c’è ancora quando hai bisogno di aiuto.
      </p>

      <section className="content-section">
        <h2>Cosa vendiamo</h2>
        <p>
          Smartphone, computer, tablet e smartwatch, nuovi e ricondizionati. Il catalogo è
          volutamente contenuto: scegliamo i modelli che conosciamo bene e che sapremmo consigliare
          a un amico, e per ognuno pubblichiamo schede complete, prezzi chiari con IVA inclusa e
          disponibilità aggiornata.
        </p>
      </section>

      <section className="content-section">
        <h2>I nostri impegni</h2>
        <ul>
          <li>
            <strong>Trasparenza sui prezzi</strong>: il prezzo che vedi è quello che paghi, la
            spedizione standard è gratuita e per ogni sconto indichiamo il prezzo più basso degli
            ultimi 30 giorni.
          </li>
          <li>
            <strong>Diritti chiari</strong>: 14 giorni per il recesso e 2 anni di garanzia legale,
            spiegati senza asterischi nelle pagine <Link to="/returns">Resi</Link> e{' '}
            <Link to="/services/garanzia">Garanzia</Link>.
          </li>
          <li>
            <strong>Rispetto dei dati</strong>: nessun cookie di profilazione, nessuna vendita di
            dati personali. Lo trovi scritto nell’
            <Link to="/privacy">Informativa sulla privacy</Link>.
          </li>
          <li>
            <strong>Una seconda vita ai dispositivi</strong>: ricondizioniamo, ripariamo e ritiriamo
            l’usato, perché il prodotto più sostenibile è quello che dura di più.
          </li>
          <li>
            <strong>Un sito per tutti</strong>: lavoriamo perché ogni pagina sia utilizzabile da
            tastiera e con le tecnologie assistive.
          </li>
        </ul>
      </section>

      <section className="content-section">
        <h2>Le persone</h2>
        <p>
          Dietro Vetrina c’è una piccola squadra di tecnici, addetti al servizio clienti e
          sviluppatori. Alcuni di loro li puoi incontrare alle nostre{' '}
          <Link to="/news/presentations">presentazioni</Link> e ai{' '}
          <Link to="/news/workshop">workshop</Link> nelle città italiane. Se vuoi unirti a noi,
          guarda le <Link to="/careers">posizioni aperte</Link>.
        </p>
      </section>

      <SellerIdentitySection title="Dati societari" />
    </>
  );
}

interface Opening {
  title: string;
  place: string;
  description: string;
}

const OPENINGS: Opening[] = [
  {
    title: 'Tecnico di assistenza e riparazione',
    place: 'Sede operativa, tempo pieno',
    description:
      'Diagnosi e riparazione di smartphone, tablet e computer, controlli di qualità sui ricondizionati. Cerchiamo esperienza con la microsaldatura o la volontà di impararla.',
  },
  {
    title: 'Addetto o addetta al servizio clienti',
    place: 'Ibrido, tempo pieno o part-time',
    description:
      'Rispondere via email e telefono su ordini, resi e garanzia, con pazienza e precisione. È richiesta un’ottima padronanza dell’italiano scritto; l’inglese è un vantaggio.',
  },
  {
    title: 'Sviluppatore o sviluppatrice full stack',
    place: 'Da remoto in Italia, tempo pieno',
    description:
      'Evoluzione del negozio online in TypeScript, React e Node.js, con attenzione ad accessibilità, prestazioni e sicurezza.',
  },
];

function CareersBody() {
  return (
    <>
      <p>
        Cerchiamo persone curiose, precise e gentili con i clienti. Offriamo contratti regolari
        secondo il CCNL di riferimento, formazione continua sui prodotti e un ambiente in cui le
        idee di tutti contano.
      </p>

      <section className="content-section">
        <h2>Posizioni aperte</h2>
        <ul className="content-list">
          {OPENINGS.map((opening) => (
            <li key={opening.title} className="content-list__item">
              <h3>{opening.title}</h3>
              <p className="content-list__meta">{opening.place}</p>
              <p>{opening.description}</p>
            </li>
          ))}
        </ul>
        <p>
          Le posizioni sono aperte a candidati di ogni genere ed età, nel rispetto della normativa
          sulle pari opportunità.
        </p>
      </section>

      <section className="content-section">
        <h2>Come candidarsi</h2>
        <p>
          <WithSeller fields={EMAIL}>
            Invia il tuo curriculum a {email} indicando nell’oggetto la posizione che ti
            interessa.{' '}
          </WithSeller>
          Accettiamo anche candidature spontanee. Rispondiamo a tutti entro tre settimane.
        </p>
        <p>
          Inviaci solo i dati utili a valutare la candidatura: non servono foto, data di nascita o
          informazioni sulla salute. Conserviamo il curriculum per 12 mesi per eventuali selezioni
          future, poi lo cancelliamo; puoi chiederne la cancellazione in qualsiasi momento. Tutte le
          informazioni sono nell’<Link to="/privacy">Informativa sulla privacy</Link>.
        </p>
      </section>
    </>
  );
}

function PartnersBody() {
  return (
    <>
      <p>
        Per offrirti prodotti originali, consegne puntuali e pagamenti sicuri lavoriamo con partner
        scelti con cura, ciascuno specializzato nel proprio ambito.
      </p>

      <section className="content-section">
        <h2>Con chi lavoriamo</h2>
        <ul>
          <li>
            <strong>Produttori e distributori autorizzati</strong>: tutti i prodotti nuovi
            provengono dai canali ufficiali del mercato europeo e hanno la documentazione in
            italiano.
          </li>
          <li>
            <strong>Corrieri espressi nazionali</strong>, per consegnare in tutta Italia con
            tracciamento.
          </li>
          <li>
            <strong>Un fornitore di servizi di pagamento certificato PCI DSS</strong>, che gestisce
            i dati delle carte al posto nostro.
          </li>
          <li>
            <strong>Consorzi per il recupero dei RAEE</strong>, per avviare correttamente al riciclo
            i dispositivi che ritiriamo.
          </li>
          <li>
            <strong>Centri di formazione e scuole</strong>, con cui organizziamo{' '}
            <Link to="/services/formazione">corsi</Link> e{' '}
            <Link to="/news/presentations">presentazioni</Link>.
          </li>
        </ul>
      </section>

      <section className="content-section">
        <h2>Diventa partner</h2>
        <WithSeller fields={EMAIL}>
          <p>
            Sei un produttore, un distributore, un’azienda di servizi o un ente di formazione e vuoi
            collaborare con noi? Scrivi a {email} presentando la tua azienda e la proposta: ti
            rispondiamo entro dieci giorni lavorativi.
          </p>
        </WithSeller>
        <p>
          Se invece vuoi acquistare per la tua azienda, trovi condizioni e contatti nella pagina{' '}
          <Link to="/deals/business">Offerte business</Link>.
        </p>
      </section>

      <RelatedLinks paths={['/about', '/careers', '/services/business']} />
    </>
  );
}

export const CONTENT_BODIES: ContentBodies = {
  '/about': { Body: AboutBody },
  '/careers': { Body: CareersBody },
  '/partners': { Body: PartnersBody },
};
