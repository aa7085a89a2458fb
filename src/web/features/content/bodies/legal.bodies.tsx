import { Link } from 'react-router';
import {
  CSRF_COOKIE_NAME,
  LAST_LOGIN_COOKIE_NAME,
  SESSION_COOKIE_NAME,
  USER_DATA_COOKIE_NAME,
} from '../../../../domain/http';
import { CONSENT_STORAGE_KEY } from '../../../../domain/consent/consent.rules';
import { VAT_RATE_PERCENT } from '../../../../domain/constants';
import { SELLER_IDENTITY_FIELDS } from '../../../../domain/content/content.messages';
import {
  PENDING_REGISTRATION_COOKIE_NAME,
  PENDING_REGISTRATION_KEY,
} from '../../auth/pending-registration';
import { REDIRECT_AFTER_LOGIN_KEY } from '../../auth/redirect-after-login';
import { GUEST_CART_STORAGE_KEY, userCartStorageKey } from '../../cart/cart.store';
import type { ContentBodies } from '../content-body';
import { ContentTable } from '../components/content-table';
import { RelatedLinks } from '../components/related-links';
import {
  joinAlternatives,
  SellerIdentity,
  SellerValue,
  ToEmailOrPec,
  useSellerIdentity,
  WithSeller,
} from '../components/seller-identity';
import { EXPRESS_PRICE_TEXT } from './shipping-rules';
import { WithdrawalModelForm } from './withdrawal-form';

/** The seller's contacts from the shop settings; a sentence naming one not given is left out. */
const EMAIL = ['customerServiceEmail'] as const;
const EMAIL_OR_PEC = ['customerServiceEmail', 'pec'] as const;
const email = <SellerValue field="customerServiceEmail" />;

/** ", per email a …, per PEC a … o con raccomandata A/R alla nostra sede legale": those given. */
function WithdrawalWays() {
  const { customerServiceEmail, pec, registeredOffice } = useSellerIdentity();
  const ways = [
    customerServiceEmail && `per email a ${customerServiceEmail}`,
    pec && `per PEC a ${pec}`,
    registeredOffice && `con raccomandata A/R alla nostra sede legale (${registeredOffice})`,
  ].filter((way): way is string => Boolean(way));
  return ways.length > 0 ? <>, {joinAlternatives(ways)}</> : null;
}

// ---------------------------------------------------------------------------------------------
// Termini e condizioni di vendita (Codice del Consumo, D.Lgs. 206/2005)

function TermsBody() {
  return (
    <>
      <section className="content-section">
        <h2>1. Chi vende</h2>
        <WithSeller fields={SELLER_IDENTITY_FIELDS} match="any">
          <p>Il sito Vetrina e i contratti di vendita conclusi tramite il sito sono gestiti da:</p>
          <SellerIdentity />
        </WithSeller>
        <p>
          Per qualsiasi comunicazione relativa a un ordine puoi{' '}
          <WithSeller fields={SELLER_IDENTITY_FIELDS} match="any">
            scriverci ai recapiti indicati sopra o{' '}
          </WithSeller>
          consultare la pagina <Link to="/contact">Contatti</Link>.
        </p>
      </section>

      <section className="content-section">
        <h2>2. A chi si applicano queste condizioni</h2>
        <p>
          Queste condizioni regolano la vendita dei prodotti presenti sul sito a chi acquista come
          consumatore, cioè come persona fisica che agisce per scopi estranei alla propria attività
          imprenditoriale, commerciale, artigianale o professionale (art. 3 del Codice del Consumo).
          Per gli acquisti con partita IVA valgono le condizioni descritte nella pagina{' '}
          <Link to="/deals/business">Offerte business</Link>; le tutele riservate ai consumatori,
          come il diritto di recesso, non si applicano in quel caso.
        </p>
        <p>
          A ogni ordine si applicano le condizioni in vigore nel momento in cui lo invii. Te le
          inviamo insieme all’email di conferma dell’ordine, così puoi conservarle e riprodurle.
        </p>
        <p>Per acquistare sul sito devi essere maggiorenne.</p>
      </section>

      <section className="content-section">
        <h2>3. Come si conclude il contratto</h2>
        <ol>
          <li>Aggiungi i prodotti alla Shopping Bag e avvia il checkout.</li>
          <li>
            Accedi al tuo account o registrati, indica l’indirizzo di consegna, il tipo di
            spedizione e il metodo di pagamento.
          </li>
          <li>
            Prima dell’invio vedi un riepilogo con le caratteristiche essenziali dei prodotti, il
            prezzo totale con IVA, i costi di consegna e il tempo di consegna previsto; puoi
            correggere i dati in ogni momento.
          </li>
          <li>
            Il pulsante con cui invii l’ordine indica chiaramente che l’ordine comporta l’obbligo di
            pagare (art. 51 del Codice del Consumo).
          </li>
          <li>
            Il contratto si conclude quando ricevi da noi l’email di conferma dell’ordine, che
            riporta il riepilogo dell’acquisto e queste condizioni.
          </li>
        </ol>
        <p>
          Il contratto è concluso in lingua italiana. Trovi tutti i tuoi ordini, con il loro
          dettaglio, nella pagina <Link to="/orders">I tuoi ordini</Link> del tuo account.
        </p>
      </section>

      <section className="content-section">
        <h2>4. Prezzi</h2>
        <p>
          Tutti i prezzi sono espressi in euro e <strong>comprendono l’IVA</strong> al{' '}
          {VAT_RATE_PERCENT}% e ogni altra imposta. I costi di consegna sono indicati a parte nel
          riepilogo dell’ordine prima della conferma: la spedizione standard in Italia è sempre
          gratuita, la spedizione express costa {EXPRESS_PRICE_TEXT}. Vale il prezzo mostrato al
          momento dell’invio dell’ordine.
        </p>
        <p>
          Quando annunciamo una riduzione di prezzo indichiamo il prezzo più basso applicato nei 30
          giorni precedenti (art. 17-bis del Codice del Consumo).
        </p>
        <p>
          Se un prezzo contiene un errore evidente e riconoscibile, ti avvisiamo prima di spedire:
          puoi confermare l’ordine al prezzo corretto oppure annullarlo e ricevere il rimborso
          completo di quanto hai pagato.
        </p>
      </section>

      <section className="content-section">
        <h2>5. Disponibilità dei prodotti</h2>
        <p>
          La disponibilità mostrata sul sito è aggiornata in tempo reale. Se, per un motivo
          eccezionale, un prodotto ordinato non fosse più disponibile, ti avvisiamo subito e ti
          rimborsiamo senza indebito ritardo, in ogni caso entro 14 giorni.
        </p>
      </section>

      <section className="content-section">
        <h2>6. Pagamenti</h2>
        <p>
          Accettiamo carte di credito, di debito e prepagate dei circuiti Visa, Mastercard e
          American Express. Il pagamento è gestito da un fornitore di servizi di pagamento
          certificato PCI DSS: i dati completi della carta non passano dai nostri sistemi e non
          vengono conservati da noi. L’importo viene addebitato alla conferma dell’ordine; per i{' '}
          <Link to="/news/preordini">preordini</Link> valgono le regole indicate nella pagina
          dedicata.
        </p>
        <p>
          Per ogni ordine emettiamo il documento fiscale previsto dalla legge. Se ti serve la
          fattura, indica codice fiscale o partita IVA durante il checkout.
        </p>
      </section>

      <section className="content-section">
        <h2>7. Consegna</h2>
        <p>
          Consegniamo solo in Italia, esclusi Livigno e Campione d’Italia; non è previsto il ritiro
          in negozio. La spedizione standard è gratuita e arriva in 2–4 giorni lavorativi
          nell’Italia peninsulare, in 3–5 giorni in Sicilia e Sardegna e in 4–7 giorni nelle isole
          minori e nelle località disagiate; la spedizione express costa {EXPRESS_PRICE_TEXT} e
          arriva in 1 giorno lavorativo (2 in Sicilia e Sardegna). I tempi decorrono
          dall’affidamento al corriere: trovi tutti i dettagli nelle pagine{' '}
          <Link to="/shipping-costs">Costi di spedizione</Link> e{' '}
          <Link to="/shipping">Spedizioni e consegne</Link>. In ogni caso consegniamo entro 30
          giorni dalla conclusione del contratto (art. 61 del Codice del Consumo); se non lo
          facciamo, puoi fissarci un termine supplementare e, se anche questo scade, risolvere il
          contratto e ottenere il rimborso.
        </p>
        <p>
          Il rischio di perdita o danneggiamento dei prodotti passa a te solo quando tu, o una
          persona da te indicata diversa dal corriere, ne entri materialmente in possesso (art. 63
          del Codice del Consumo).
        </p>
      </section>

      <section className="content-section" id="recesso">
        <h2>8. Diritto di recesso</h2>
        <p>
          Hai il diritto di recedere dal contratto, senza indicarne le ragioni e senza penali, entro{' '}
          <strong>14 giorni</strong> dal giorno in cui tu, o una persona da te indicata diversa dal
          corriere, ricevi il prodotto (artt. 52–59 del Codice del Consumo). Se ordini più prodotti
          consegnati separatamente, il termine decorre dalla consegna dell’ultimo.
        </p>
        <h3>Come esercitarlo</h3>
        <p>
          Prima della scadenza del termine inviaci una dichiarazione esplicita della tua decisione
          di recedere
          <WithdrawalWays />. Puoi usare il modulo tipo riportato qui sotto, ma non è obbligatorio.
          Indica il numero d’ordine, così possiamo gestire la richiesta più rapidamente.
        </p>
        <h3>Restituzione del prodotto</h3>
        <p>
          Devi restituire il prodotto senza indebito ritardo e comunque entro 14 giorni dalla
          comunicazione del recesso, all’indirizzo che ti indichiamo rispondendo alla tua richiesta.
          Le spese dirette di restituzione sono a tuo carico. Sei responsabile solo della
          diminuzione di valore del prodotto dovuta a una manipolazione diversa da quella necessaria
          per verificarne la natura, le caratteristiche e il funzionamento.
        </p>
        <h3>Rimborso</h3>
        <p>
          Ti rimborsiamo tutti i pagamenti ricevuti, compresi i costi di consegna standard, senza
          indebito ritardo e comunque entro 14 giorni dal giorno in cui siamo informati del tuo
          recesso. Se hai scelto la spedizione express, il supplemento rispetto alla consegna
          standard non è rimborsato (art. 56, comma 2). Usiamo lo stesso mezzo di pagamento
          dell’ordine, senza costi per te. Possiamo sospendere il rimborso finché non riceviamo il
          prodotto o finché non ci dimostri di averlo spedito, se questo avviene prima.
        </p>
        <h3>Quando il recesso è escluso</h3>
        <p>Come previsto dall’art. 59 del Codice del Consumo, il recesso non si applica a:</p>
        <ul>
          <li>
            prodotti personalizzati o confezionati su misura, come i dispositivi con incisione (
            <Link to="/services/personalizzazione">Personalizzazione</Link>);
          </li>
          <li>software sigillato aperto dopo la consegna;</li>
          <li>
            prodotti sigillati che non si prestano a essere restituiti per motivi igienici, come gli
            auricolari in-ear, se aperti dopo la consegna;
          </li>
          <li>
            servizi completamente prestati, se l’esecuzione è iniziata con il tuo accordo espresso e
            con la tua accettazione della perdita del diritto di recesso.
          </li>
        </ul>
        <WithdrawalModelForm />
        <p>
          La procedura passo passo è descritta nella pagina{' '}
          <Link to="/returns">Resi e diritto di recesso</Link>.
        </p>
      </section>

      <section className="content-section" id="garanzia">
        <h2>9. Garanzia legale di conformità</h2>
        <p>
          Tutti i prodotti sono coperti dalla <strong>garanzia legale di conformità</strong>{' '}
          prevista dagli artt. 128 e seguenti del Codice del Consumo: rispondiamo di qualsiasi
          difetto di conformità che si manifesti entro <strong>2 anni</strong> dalla consegna. Si
          presume che i difetti che si manifestano entro un anno dalla consegna esistessero già a
          quel momento. Puoi far valere la garanzia entro <strong>26 mesi</strong> dalla consegna,
          segnalandoci il difetto appena lo scopri.
        </p>
        <p>
          In caso di difetto hai diritto, senza spese, alla riparazione o alla sostituzione del
          prodotto; se queste non sono possibili o non avvengono in un tempo ragionevole, a una
          riduzione del prezzo o alla risoluzione del contratto. Le spese di spedizione per la
          garanzia sono a nostro carico.
        </p>
        <p>
          Per i prodotti <Link to="/deals/ricondizionati">ricondizionati</Link>, che sono beni
          usati, la durata della garanzia legale è di 12 mesi dalla consegna, come consentito dal
          Codice del Consumo e indicato in modo chiaro nella scheda di ciascun prodotto.
        </p>
        <p>
          L’eventuale garanzia commerciale del produttore si aggiunge alla garanzia legale e non la
          sostituisce né la limita. Dettagli e procedura nella pagina{' '}
          <Link to="/services/garanzia">Garanzia</Link>.
        </p>
      </section>

      <section className="content-section">
        <h2>10. Ritiro dell’usato (RAEE)</h2>
        <p>
          Quando acquisti un’apparecchiatura elettrica o elettronica nuova, puoi consegnarci
          gratuitamente un’apparecchiatura usata di tipo equivalente, secondo il sistema «uno contro
          uno» (D.Lgs. 49/2014).
          <WithSeller fields={EMAIL}>
            {' '}
            Segnalacelo scrivendo a {email} prima della consegna e organizziamo il ritiro.
          </WithSeller>{' '}
          Il simbolo del cassonetto barrato sui prodotti ricorda che non vanno gettati tra i rifiuti
          indifferenziati.
        </p>
      </section>

      <section className="content-section">
        <h2>11. Dati personali</h2>
        <p>
          Trattiamo i tuoi dati per gestire l’ordine e nel rispetto del Regolamento UE 2016/679,
          come descritto nell’<Link to="/privacy">Informativa sulla privacy</Link>.
        </p>
      </section>

      <section className="content-section">
        <h2>12. Reclami e risoluzione delle controversie</h2>
        <p>
          <WithSeller fields={EMAIL_OR_PEC} match="any">
            Puoi inviare un reclamo <ToEmailOrPec />: ti rispondiamo entro 30 giorni.{' '}
          </WithSeller>
          Se non siamo riusciti a trovare un accordo, puoi ricorrere a una procedura di risoluzione
          alternativa delle controversie presso uno degli organismi ADR previsti dagli artt. 141 e
          seguenti del Codice del Consumo.
        </p>
        <p>
          La piattaforma europea per la risoluzione online delle controversie (ODR), che si trovava
          all’indirizzo ec.europa.eu/consumers/odr, non è più attiva dal 20 luglio 2025 (Regolamento
          UE 2024/3228). Per gli acquisti da un altro Paese dell’Unione puoi chiedere assistenza
          gratuita al Centro Europeo Consumatori Italia (www.ecc-netitalia.it).
        </p>
      </section>

      <section className="content-section">
        <h2>13. Legge applicabile e foro competente</h2>
        <p>
          Il contratto è regolato dalla legge italiana, senza privarti delle tutele più favorevoli
          previste dalle norme imperative del Paese in cui risiedi abitualmente. Per le controversie
          è competente il giudice del luogo in cui risiedi o sei domiciliato, se si trova in Italia
          (art. 66-bis del Codice del Consumo).
        </p>
      </section>

      <RelatedLinks
        paths={['/returns', '/shipping', '/services/garanzia', '/privacy', '/cookie-policy']}
      />
    </>
  );
}

// ---------------------------------------------------------------------------------------------
// Informativa sulla privacy (artt. 13 e 14 del Regolamento UE 2016/679)

function PrivacyBody() {
  return (
    <>
      <p>
        Questa informativa spiega quali dati personali raccogliamo quando visiti Vetrina, crei un
        account o fai un acquisto, perché li usiamo e quali diritti hai. È resa ai sensi degli artt.
        13 e 14 del Regolamento UE 2016/679 (GDPR) e del Codice in materia di protezione dei dati
        personali (D.Lgs. 196/2003, come modificato dal D.Lgs. 101/2018).
      </p>

      <WithSeller fields={SELLER_IDENTITY_FIELDS} match="any">
        <section className="content-section">
          <h2>Titolare del trattamento</h2>
          <p>Il titolare del trattamento dei tuoi dati è:</p>
          <SellerIdentity />
          <WithSeller fields={EMAIL_OR_PEC} match="any">
            <p>
              Per qualsiasi domanda sui tuoi dati, anche rivolta al Responsabile della protezione
              dei dati ove nominato, scrivi <ToEmailOrPec />.
            </p>
          </WithSeller>
        </section>
      </WithSeller>

      <section className="content-section">
        <h2>Quali dati trattiamo</h2>
        <ul>
          <li>
            <strong>Dati dell’account</strong>: nome, cognome, email, password (conservata solo in
            forma cifrata non reversibile) e, se li inserisci, numero di telefono e immagine del
            profilo.
          </li>
          <li>
            <strong>Dati degli ordini</strong>: prodotti acquistati, indirizzi di consegna e di
            fatturazione, codice fiscale o partita IVA se chiedi la fattura, storico degli ordini,
            resi e richieste di garanzia.
          </li>
          <li>
            <strong>Dati di pagamento</strong>: i dati della carta li raccoglie direttamente il
            fornitore dei pagamenti; noi riceviamo solo l’esito, il circuito e le ultime quattro
            cifre.
          </li>
          <li>
            <strong>Carrello e lista desideri</strong>, per ritrovarli su ogni dispositivo con cui
            accedi.
          </li>
          <li>
            <strong>Dati di sicurezza</strong>: le sessioni attive e i dispositivi collegati al tuo
            account (tipo di dispositivo, sistema operativo, browser, lingua, fuso orario, città e
            Paese approssimativi). La posizione approssimativa è ricavata dall’indirizzo IP con un
            database che risiede sui nostri server, senza inviare l’indirizzo a terzi; l’indirizzo
            IP è conservato solo in forma pseudonimizzata (hash con chiave segreta). Il database è
            IP to City Lite di DB-IP, distribuito con licenza{' '}
            <a href="https://creativecommons.org/licenses/by/4.0/deed.it">
              Creative Commons Attribuzione 4.0 Internazionale
            </a>
            : <a href="https://db-ip.com">IP Geolocation by DB-IP</a>.
          </li>
          <li>
            <strong>Comunicazioni</strong> che ci invii tramite email, PEC o telefono.
          </li>
          <li>
            <strong>Dati tecnici di navigazione</strong> registrati dai server (indirizzo IP, data e
            ora, pagina richiesta), necessari al funzionamento e alla sicurezza del sito.
          </li>
          <li>
            <strong>Email per la newsletter</strong>, solo se ti iscrivi.
          </li>
        </ul>
      </section>

      <section className="content-section">
        <h2>Perché li trattiamo, su quale base e per quanto tempo</h2>
        <ContentTable
          caption="Finalità, basi giuridiche e tempi di conservazione"
          headers={['Finalità', 'Base giuridica', 'Conservazione']}
          rows={[
            [
              'Creare e gestire il tuo account',
              'Esecuzione del contratto (art. 6, par. 1, lett. b GDPR)',
              'Fino alla chiusura dell’account',
            ],
            [
              'Gestire ordini, pagamenti, consegne, resi e garanzia',
              'Esecuzione del contratto (art. 6, par. 1, lett. b GDPR)',
              'Per la durata del rapporto e, per la garanzia, fino a 26 mesi dalla consegna',
            ],
            [
              'Adempiere gli obblighi fiscali e contabili',
              'Obbligo di legge (art. 6, par. 1, lett. c GDPR)',
              '10 anni, come previsto dall’art. 2220 del Codice civile',
            ],
            [
              'Rispondere alle tue richieste di assistenza',
              'Esecuzione del contratto o misure precontrattuali (art. 6, par. 1, lett. b GDPR)',
              'Fino a 2 anni dalla chiusura della richiesta',
            ],
            [
              'Proteggere il tuo account e prevenire frodi e abusi (sessioni, dispositivi, codici di verifica, limiti di tentativi)',
              'Legittimo interesse alla sicurezza del servizio (art. 6, par. 1, lett. f GDPR)',
              'Sessioni: 7 giorni; codici di verifica: 15 minuti; dispositivi: finché restano collegati all’account e al massimo 12 mesi dall’ultimo utilizzo',
            ],
            [
              'Registri tecnici dei server',
              'Legittimo interesse al funzionamento e alla sicurezza del sito (art. 6, par. 1, lett. f GDPR)',
              '30 giorni, salvo necessità di accertare illeciti',
            ],
            [
              'Inviarti la newsletter',
              'Consenso (art. 6, par. 1, lett. a GDPR), revocabile in ogni momento',
              'Fino alla revoca del consenso',
            ],
            [
              'Tutelare i nostri diritti in caso di contestazioni',
              'Legittimo interesse (art. 6, par. 1, lett. f GDPR)',
              'Per il tempo di prescrizione dei relativi diritti',
            ],
          ]}
        />
        <p>
          I dati contrassegnati come obbligatori nei moduli sono necessari per concludere ed
          eseguire il contratto: senza di essi non possiamo creare l’account né gestire l’ordine.
          Gli altri dati sono facoltativi.
        </p>
      </section>

      <section className="content-section">
        <h2>Nessuna vendita dei dati, nessuna profilazione</h2>
        <p>
          <strong>Non vendiamo, non cediamo e non affittiamo i tuoi dati personali</strong> a
          nessuno. Non li usiamo per profilarti a fini pubblicitari e non prendiamo decisioni basate
          unicamente su trattamenti automatizzati che producano effetti giuridici su di te (art. 22
          GDPR). Non usiamo cookie di profilazione né strumenti di analisi di terze parti: i
          dettagli sono nella <Link to="/cookie-policy">Cookie policy</Link>.
        </p>
      </section>

      <section className="content-section">
        <h2>A chi comunichiamo i dati</h2>
        <p>
          I dati sono trattati dal nostro personale autorizzato e istruito e, per quanto
          strettamente necessario, da fornitori che agiscono come responsabili del trattamento ai
          sensi dell’art. 28 GDPR:
        </p>
        <ul>
          <li>fornitori dell’infrastruttura su cui funziona il sito;</li>
          <li>fornitore del servizio di invio delle email;</li>
          <li>corrieri, che ricevono nome, indirizzo e telefono per la consegna;</li>
          <li>consulenti fiscali e contabili.</li>
        </ul>
        <p>
          Il fornitore dei pagamenti tratta i dati della carta come titolare autonomo, secondo la
          propria informativa. Comunichiamo i dati alle autorità solo quando la legge lo impone.
          L’elenco aggiornato dei responsabili è disponibile su richiesta.
        </p>
      </section>

      <section className="content-section">
        <h2>Dove sono conservati i dati</h2>
        <p>
          Conserviamo i dati nello Spazio economico europeo. Se un fornitore dovesse trattarli al di
          fuori dello SEE, lo farà solo con le garanzie previste dal capo V del GDPR, come una
          decisione di adeguatezza della Commissione europea o le clausole contrattuali tipo.
        </p>
      </section>

      <section className="content-section">
        <h2>Come proteggiamo i dati</h2>
        <p>
          Il sito usa solo connessioni cifrate (HTTPS). Le password sono conservate con algoritmi di
          hash progettati per resistere agli attacchi, la sessione è legata a un cookie non
          leggibile dagli script e ogni operazione che modifica i dati è protetta contro le
          richieste contraffatte. L’accesso ai dati è limitato alle persone che ne hanno bisogno per
          il loro lavoro.
        </p>
      </section>

      <section className="content-section">
        <h2>I tuoi diritti</h2>
        <p>In ogni momento, gratuitamente, puoi chiederci di:</p>
        <ul>
          <li>
            <strong>accedere</strong> ai tuoi dati e riceverne copia (art. 15 GDPR);
          </li>
          <li>
            <strong>rettificarli</strong> se sono inesatti o incompleti (art. 16);
          </li>
          <li>
            <strong>cancellarli</strong>, salvo quelli che dobbiamo conservare per legge (art. 17);
          </li>
          <li>
            <strong>limitarne il trattamento</strong> (art. 18);
          </li>
          <li>
            ricevere i dati che ci hai fornito in un formato strutturato e leggibile da dispositivo
            automatico e trasmetterli a un altro titolare (<strong>portabilità</strong>, art. 20);
          </li>
          <li>
            <strong>opporti</strong> al trattamento basato sul legittimo interesse (art. 21);
          </li>
          <li>
            <strong>revocare il consenso</strong> alla newsletter, senza effetti sui trattamenti
            precedenti (art. 7).
          </li>
        </ul>
        <p>
          <WithSeller fields={EMAIL_OR_PEC} match="any">
            Per esercitare i tuoi diritti scrivi <ToEmailOrPec />.{' '}
          </WithSeller>
          Ti rispondiamo entro un mese, termine prorogabile di altri due mesi solo per richieste
          particolarmente complesse, come previsto dall’art. 12 GDPR. Puoi modificare molti dati
          direttamente dalla pagina <Link to="/profile">Il tuo profilo</Link>.
        </p>
        <p>
          Se ritieni che il trattamento violi la normativa, hai il diritto di{' '}
          <strong>proporre reclamo al Garante per la protezione dei dati personali</strong> (Piazza
          Venezia 11, 00187 Roma, www.garanteprivacy.it) o di rivolgerti all’autorità giudiziaria
          (artt. 77 e 79 GDPR).
        </p>
      </section>

      <section className="content-section">
        <h2>Minori</h2>
        <p>
          Il sito è rivolto a persone maggiorenni. Non raccogliamo consapevolmente dati di minori:
          se ritieni che un minore ci abbia fornito i suoi dati, scrivici e li cancelleremo.
        </p>
      </section>

      <section className="content-section">
        <h2>Modifiche a questa informativa</h2>
        <p>
          Se cambiamo il modo in cui trattiamo i dati aggiorniamo questa pagina e la data in alto;
          per le modifiche importanti ti avvisiamo anche via email.
        </p>
      </section>

      <RelatedLinks paths={['/cookie-policy', '/terms', '/contact']} />
    </>
  );
}

// ---------------------------------------------------------------------------------------------
// Cookie policy (art. 122 D.Lgs. 196/2003; Linee guida del Garante del 10 giugno 2021)

function CookiePolicyBody() {
  return (
    <>
      <p>
        I cookie sono piccoli file di testo che un sito salva nel browser per ritrovarli alle visite
        successive; strumenti simili, come il local storage, conservano informazioni direttamente
        sul tuo dispositivo. Questa pagina elenca tutti quelli che usa Vetrina, ai sensi dell’art.
        122 del Codice in materia di protezione dei dati personali e delle Linee guida del Garante
        per la protezione dei dati personali sui cookie e gli altri strumenti di tracciamento del 10
        giugno 2021.
      </p>

      <section className="content-section">
        <h2>In breve</h2>
        <ul>
          <li>
            Usiamo solo <strong>cookie tecnici</strong>, necessari al funzionamento del sito, e
            strumenti <strong>funzionali</strong> che servono a funzioni che usi tu, come le
            ricerche recenti.
          </li>
          <li>
            <strong>Non usiamo cookie di profilazione</strong>, cookie pubblicitari, strumenti di
            analisi statistica di terze parti né pulsanti o pixel dei social network.
          </li>
          <li>Tutti i cookie sono di prima parte: li imposta solo Vetrina.</li>
          <li>
            Per i cookie tecnici la legge non richiede il consenso; li descriviamo comunque qui
            perché tu sappia sempre cosa resta sul tuo dispositivo.
          </li>
        </ul>
      </section>

      <section className="content-section">
        <h2>Cookie tecnici</h2>
        <ContentTable
          caption="Cookie usati dal sito"
          headers={['Nome', 'Finalità', 'Durata']}
          rows={[
            [
              <code key="name">{SESSION_COOKIE_NAME}</code>,
              'Tecnico di sessione: mantiene l’accesso al tuo account. È HttpOnly (gli script della pagina non possono leggerlo), viene inviato solo su connessione sicura e solo a questo sito.',
              '7 giorni, o fino a quando esci dall’account',
            ],
            [
              <code key="name">{CSRF_COOKIE_NAME}</code>,
              'Tecnico di sicurezza: protegge i moduli e le operazioni sul tuo account da richieste contraffatte inviate da altri siti (CSRF).',
              '365 giorni',
            ],
            [
              <code key="name">{USER_DATA_COOKIE_NAME}</code>,
              'Tecnico: contiene il nome da mostrare e altri dati non riservati, per visualizzare che hai effettuato l’accesso.',
              '7 giorni',
            ],
            [
              <code key="name">{LAST_LOGIN_COOKIE_NAME}</code>,
              'Tecnico: data e ora dell’ultimo accesso, usata per mostrare e gestire la sessione dell’utente collegato.',
              '7 giorni',
            ],
            [
              <code key="name">{PENDING_REGISTRATION_COOKIE_NAME}</code>,
              'Tecnico: indica che hai una registrazione in corso (email e nome, mai la password), per ritrovarla se cambi scheda.',
              '7 giorni, o fino al termine della registrazione',
            ],
          ]}
        />
      </section>

      <section className="content-section">
        <h2>Local storage e session storage</h2>
        <p>
          Queste informazioni restano nel tuo browser e non vengono inviate automaticamente ai
          nostri server.
        </p>
        <ContentTable
          caption="Dati salvati nel browser"
          headers={['Nome', 'Tipo e finalità', 'Durata']}
          rows={[
            [
              <code key="name">{CONSENT_STORAGE_KEY}</code>,
              'Tecnico: ricorda la scelta che hai fatto sul banner dei cookie (Accetta o Rifiuta) e quando l’hai fatta, così non te la chiediamo a ogni pagina.',
              'Fino a quando modifichi la scelta o cancelli i dati del sito',
            ],
            [
              <code key="name">recentSearches</code>,
              'Funzionale: le tue ultime 8 ricerche, per riproporle nel pannello di ricerca. Puoi cancellarle con «Cancella tutto».',
              'Fino alla cancellazione',
            ],
            [
              <code key="name">{GUEST_CART_STORAGE_KEY}</code>,
              'Funzionale: la Shopping Bag di chi non ha effettuato l’accesso (prodotti, quantità e «Salvati per dopo»), perché resti anche dopo aver chiuso il browser.',
              'Fino alla cancellazione o all’accesso, quando viene unita alla Shopping Bag del tuo account',
            ],
            [
              <code key="name">{userCartStorageKey('{id}')}</code>,
              'Funzionale: una copia della Shopping Bag del tuo account, con le modifiche non ancora salvate sui nostri server, perché nessuna vada persa se la connessione si interrompe ({id} è il codice del tuo account).',
              'Fino all’uscita dall’account; se restano modifiche non salvate, fino al loro salvataggio al prossimo accesso',
            ],
            [
              <code key="name">wishlist</code>,
              'Funzionale: i prodotti della tua lista desideri, per mostrarli subito anche prima che il tuo account sia sincronizzato.',
              'Fino alla cancellazione',
            ],
            [
              <code key="name">pendingWishlistItem</code>,
              'Funzionale: il prodotto che volevi aggiungere alla lista desideri prima di accedere, per aggiungerlo dopo l’accesso.',
              'Fino all’accesso',
            ],
            [
              <code key="name">{REDIRECT_AFTER_LOGIN_KEY}</code>,
              'Funzionale: la pagina che stavi guardando, per riportarti lì dopo l’accesso.',
              'Fino all’accesso',
            ],
            [
              <code key="name">{PENDING_REGISTRATION_KEY}</code>,
              'Tecnico: indica che hai una registrazione in corso, in attesa del codice di verifica. Non contiene la password.',
              'Fino al termine della registrazione',
            ],
            [
              <code key="name">vetrina:preload-reload-at</code>,
              'Tecnico (session storage): evita che la pagina si ricarichi più volte di seguito dopo un aggiornamento del sito.',
              'Fino alla chiusura della scheda',
            ],
          ]}
        />
      </section>

      <section className="content-section">
        <h2>Come gestire le tue preferenze</h2>
        <p>
          Alla prima visita un banner ti chiede di scegliere tra <strong>Accetta</strong> e{' '}
          <strong>Rifiuta</strong>. Puoi cambiare idea in qualsiasi momento con il pulsante{' '}
          <strong>«Preferenze cookie»</strong> in fondo a ogni pagina, nel footer del sito. Poiché
          usiamo solo strumenti tecnici e funzionali, il sito funziona allo stesso modo qualunque
          sia la tua scelta. Se un giorno introducessimo strumenti che richiedono il consenso, li
          attiveremmo solo dopo che li avrai accettati, aggiornando prima questa pagina.
        </p>
        <p>
          Puoi anche cancellare cookie e dati dei siti dalle impostazioni del browser (in Chrome,
          Firefox, Safari ed Edge la voce si trova nelle impostazioni di privacy e sicurezza). Senza
          i cookie tecnici, però, non è possibile accedere all’account né completare un acquisto.
        </p>
      </section>

      <section className="content-section">
        <h2>Titolare e contatti</h2>
        <p>
          <WithSeller fields={['companyName']}>
            Il titolare del trattamento è <SellerValue field="companyName" />
            <WithSeller fields={['registeredOffice']}>
              , con sede in <SellerValue field="registeredOffice" />
            </WithSeller>
            .{' '}
          </WithSeller>
          <WithSeller fields={EMAIL}>Per qualsiasi domanda scrivi a {email}. </WithSeller>
          Trovi tutte le informazioni sul trattamento dei dati e sui tuoi diritti nell’
          <Link to="/privacy">Informativa sulla privacy</Link>.
        </p>
      </section>

      <RelatedLinks paths={['/privacy', '/terms']} />
    </>
  );
}

export const CONTENT_BODIES: ContentBodies = {
  '/terms': { Body: TermsBody },
  '/privacy': { Body: PrivacyBody },
  '/cookie-policy': { Body: CookiePolicyBody },
};
