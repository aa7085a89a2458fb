import { Link } from 'react-router';
import { EventList, EventSignup } from '../components/event-list';
import { RelatedLinks } from '../components/related-links';
import { PRESENTATIONS } from '../events';

/** The body of /news/presentations (an app route, spec §2.1): the calendar of presentations. */
export function PresentationsBody() {
  return (
    <>
      <p>
        Nelle presentazioni di Vetrina mostriamo dal vivo i prodotti del nostro catalogo, li
        mettiamo a confronto e rispondiamo alle tue domande. Puoi provare i dispositivi con calma,
        senza alcun obbligo di acquisto.
      </p>
      <section className="content-section">
        <h2>Calendario 2026–2027</h2>
        <EventList events={PRESENTATIONS} />
        <EventSignup />
        <p>
          Le sale sono accessibili alle persone con disabilità motoria. Se hai bisogno di un
          interprete LIS o di altra assistenza, indicalo nell’iscrizione: ci organizziamo per tempo.
        </p>
      </section>
      <section className="content-section">
        <h2>Non puoi esserci?</h2>
        <p>
          Partecipa ai nostri <Link to="/news/workshop">workshop</Link>, anche online, o scopri le
          novità del catalogo nei <Link to="/news/nuovi-prodotti">nuovi prodotti</Link>.
        </p>
      </section>
      <RelatedLinks paths={['/news/workshop', '/news/meetup', '/news']} />
    </>
  );
}
