import { Link } from 'react-router';
import { contentPageDescription } from '../../../../domain/content-page-descriptions';
import { findContentPage } from '../../../../domain/content-pages';
import { APP_PAGE_DESCRIPTIONS } from '../../../../domain/content/content.messages';
import { PAGE_TITLES } from '../../../../domain/messages';
import { NAV_SECTIONS, type NavSection } from '../../../../domain/navigation';
import { APP_ROUTES } from '../../../../domain/routes';
import type { ContentBodies } from '../content-body';
import { ContentCards, type ContentCard } from '../components/content-cards';

/** A card for a page of the navigation: a content page, or an app route with a lead text. */
function cardFor(path: string): ContentCard {
  const page = findContentPage(path);
  if (page) return { path, title: page.title, description: contentPageDescription(path) };
  if (path === APP_ROUTES.newsPresentations.path) {
    return {
      path,
      title: PAGE_TITLES.newsPresentations,
      description: APP_PAGE_DESCRIPTIONS.newsPresentations,
    };
  }
  throw new Error(`No card for ${path}`);
}

/** The section's mega-menu columns (spec §2.2) as groups of cards, in the same order. */
function SectionCards({ id }: { id: NavSection['id'] }) {
  const section = NAV_SECTIONS.find((candidate) => candidate.id === id);
  if (!section) return null;
  return (
    <>
      {section.columns.map((column) => (
        <section key={column.title} className="content-section">
          <h2>{column.title}</h2>
          <ContentCards cards={column.links.map((link) => cardFor(link.path))} />
        </section>
      ))}
    </>
  );
}

function ServicesBody() {
  return (
    <>
      <p>
        Comprare un dispositivo è solo l’inizio. Con i servizi di Vetrina ti aiutiamo a metterlo in
        funzione, a usarlo al meglio e a risolvere i problemi quando capitano: in garanzia, fuori
        garanzia e per tutta la vita del prodotto.
      </p>
      <SectionCards id="services" />
      <p>
        Non trovi quello che cerchi? Scrivici dalla pagina <Link to="/contact">Contatti</Link>:
        rispondiamo entro un giorno lavorativo.
      </p>
    </>
  );
}

function DealsBody() {
  return (
    <>
      <p>
        Qui trovi tutte le promozioni attive e le condizioni riservate a studenti, scuole e aziende.
        Ogni prezzo è in euro con IVA inclusa e, quando un prodotto è scontato, indichiamo sempre il
        prezzo più basso applicato nei 30 giorni precedenti, come richiede l’articolo 17-bis del
        Codice del Consumo.
      </p>
      <p>
        <Link className="button button--primary" to="/offers">
          Vedi tutti i prodotti in offerta
        </Link>
      </p>
      <SectionCards id="deals" />
    </>
  );
}

function NewsBody() {
  return (
    <>
      <p>
        Le novità del catalogo, i prodotti in arrivo, gli eventi in programma nelle città italiane e
        gli articoli della redazione per scegliere e usare meglio la tecnologia.
      </p>
      <p>
        <Link className="button button--primary" to={APP_ROUTES.productsNew.path}>
          {PAGE_TITLES.productsNew}
        </Link>
      </p>
      <SectionCards id="news" />
    </>
  );
}

export const CONTENT_BODIES: ContentBodies = {
  '/services': { Body: ServicesBody },
  '/deals': { Body: DealsBody },
  '/news': { Body: NewsBody },
};
