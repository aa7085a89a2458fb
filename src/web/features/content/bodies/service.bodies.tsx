import { Link } from 'react-router';
import type { ContentBodies } from '../content-body';
import { FaqList } from '../components/faq-list';
import { RelatedLinks } from '../components/related-links';
import {
  CustomerServiceHours,
  SellerValue,
  WithSeller,
  WriteOrCall,
} from '../components/seller-identity';

const EMAIL = ['customerServiceEmail'] as const;
const EMAIL_OR_PHONE = ['customerServiceEmail', 'phone'] as const;
const email = <SellerValue field="customerServiceEmail" />;

function SupportServiceBody() {
  return (
    <>
      <p>
        Il nostro supporto tecnico ti aiuta a usare al meglio i dispositivi acquistati da Vetrina:
        dal primo avvio agli aggiornamenti, fino ai piccoli problemi di tutti i giorni. Per i
        prodotti acquistati da noi l’assistenza è gratuita per tutta la durata della garanzia
        legale.
      </p>

      <section className="content-section">
        <h2>In cosa possiamo aiutarti</h2>
        <ul>
          <li>
            primo avvio, creazione degli account e trasferimento dei dati dal vecchio dispositivo;
          </li>
          <li>aggiornamenti del sistema operativo e delle app;</li>
          <li>connessione a Wi-Fi, Bluetooth, stampanti e accessori;</li>
          <li>configurazione di email, calendari e backup;</li>
          <li>batteria che dura poco, dispositivo lento o spazio di archiviazione esaurito;</li>
          <li>diagnosi a distanza per capire se serve una riparazione.</li>
        </ul>
      </section>

      <section className="content-section">
        <h2>Come contattarci</h2>
        <p>
          <WithSeller fields={EMAIL_OR_PHONE} match="any">
            <WriteOrCall />, <CustomerServiceHours />.{' '}
          </WithSeller>
          Indica il numero d’ordine, il modello del dispositivo e la versione del sistema operativo:
          così possiamo aiutarti al primo contatto.
        </p>
        <p>Prima di contattarci, prova questi tre passaggi: spesso bastano.</p>
        <ol>
          <li>riavvia il dispositivo;</li>
          <li>installa gli aggiornamenti disponibili;</li>
          <li>annota il messaggio di errore esatto o fai uno screenshot.</li>
        </ol>
        <p>
          Non ti chiederemo mai la password del tuo account, i codici di verifica o i dati della
          carta: se qualcuno lo fa a nome nostro, non rispondere e avvisaci.
        </p>
      </section>

      <section className="content-section">
        <h2>Domande frequenti</h2>
        <FaqList
          items={[
            {
              question: 'L’assistenza è gratuita anche per prodotti non acquistati da Vetrina?',
              answer: (
                <p>
                  Per questi prodotti ti diciamo prima, senza impegno, se e quanto costa
                  l’intervento. Non inizia nessun lavoro a pagamento senza la tua approvazione.
                </p>
              ),
            },
            {
              question: 'Potete accedere al mio dispositivo da remoto?',
              answer: (
                <p>
                  No, non prendiamo il controllo del tuo dispositivo: ti guidiamo noi, passo passo,
                  mentre sei tu a operare.
                </p>
              ),
            },
          ]}
        />
      </section>

      <RelatedLinks
        paths={['/services/riparazioni', '/services/garanzia', '/services/guide', '/contact']}
      />
    </>
  );
}

function RepairsBody() {
  return (
    <>
      <p>
        Schermo rotto, batteria esaurita, porta di ricarica che non funziona: ripariamo smartphone,
        tablet, computer e smartwatch, anche se non li hai acquistati da noi.
      </p>

      <section className="content-section">
        <h2>In garanzia o fuori garanzia</h2>
        <ul>
          <li>
            <strong>In garanzia</strong>: se il guasto è un difetto di conformità di un prodotto
            acquistato da Vetrina, la riparazione, il ritiro e la riconsegna sono gratuiti. Vedi{' '}
            <Link to="/services/garanzia">Garanzia</Link>.
          </li>
          <li>
            <strong>Fuori garanzia</strong> (danni accidentali, liquidi, usura): ti inviamo un
            preventivo gratuito e senza impegno. Se non lo accetti, ti restituiamo il dispositivo
            senza costi.
          </li>
        </ul>
      </section>

      <section className="content-section">
        <h2>Come funziona</h2>
        <ol>
          <WithSeller fields={EMAIL}>
            <li>
              Scrivi a {email} con il modello del dispositivo e una descrizione del problema, con
              qualche foto se il danno è visibile.
            </li>
          </WithSeller>
          <li>Organizziamo il ritiro a domicilio con il corriere, con imballo fornito da noi.</li>
          <li>
            Entro 2 giorni lavorativi dall’arrivo ti inviamo la diagnosi e, se serve, il preventivo,
            valido 30 giorni.
          </li>
          <li>
            Dopo la tua approvazione ripariamo il dispositivo in 3–5 giorni lavorativi e te lo
            riconsegniamo a casa.
          </li>
        </ol>
        <p>
          Usiamo ricambi originali o equivalenti di qualità certificata: il preventivo indica sempre
          quale. Ogni riparazione è garantita 12 mesi sul componente sostituito.
        </p>
      </section>

      <section className="content-section">
        <h2>Prima di spedire il dispositivo</h2>
        <ul>
          <li>fai un backup completo: durante la riparazione i dati possono andare persi;</li>
          <li>rimuovi SIM, schede di memoria, custodie e pellicole;</li>
          <li>
            disattiva il blocco di localizzazione del dispositivo, che altrimenti impedisce i
            controlli finali.
          </li>
        </ul>
        <p>
          I nostri tecnici non accedono ai tuoi contenuti: eseguono solo i test necessari alla
          riparazione.
        </p>
      </section>

      <RelatedLinks paths={['/services/garanzia', '/services/supporto', '/deals/permuta']} />
    </>
  );
}

function WarrantyBody() {
  return (
    <>
      <p>
        Ogni prodotto acquistato su Vetrina è coperto dalla{' '}
        <strong>garanzia legale di conformità</strong> prevista dal Codice del Consumo (D.Lgs.
        206/2005, artt. 128 e seguenti). È un tuo diritto, non costa nulla e non richiede
        registrazioni: ne rispondiamo noi come venditore.
      </p>

      <section className="content-section">
        <h2>Garanzia legale di conformità: come funziona</h2>
        <ul>
          <li>
            <strong>Durata</strong>: 2 anni dalla consegna per i prodotti nuovi; 12 mesi per i
            prodotti <Link to="/deals/ricondizionati">ricondizionati</Link>, come indicato nella
            loro scheda.
          </li>
          <li>
            <strong>Cosa copre</strong>: qualsiasi difetto di conformità, cioè ogni differenza tra
            il prodotto e quanto descritto o ragionevolmente atteso per prodotti dello stesso tipo.
          </li>
          <li>
            <strong>Onere della prova</strong>: se il difetto si manifesta entro un anno dalla
            consegna, si presume che esistesse già al momento della consegna; non devi dimostrarlo
            tu.
          </li>
          <li>
            <strong>Tempi per agire</strong>: segnalaci il difetto appena lo scopri; puoi far valere
            la garanzia entro <strong>26 mesi</strong> dalla consegna.
          </li>
          <li>
            <strong>Rimedi</strong>: riparazione o sostituzione gratuita, a tua scelta salvo che una
            delle due sia impossibile o eccessivamente onerosa; se non sono possibili o non
            avvengono in un tempo ragionevole, riduzione del prezzo o risoluzione del contratto con
            rimborso.
          </li>
          <li>
            <strong>Costi</strong>: nessuno. Spedizione, manodopera e ricambi sono a nostro carico.
          </li>
        </ul>
      </section>

      <section className="content-section">
        <h2>Garanzia del produttore</h2>
        <p>
          Molti prodotti hanno anche una garanzia commerciale del produttore, di durata e condizioni
          indicate nella documentazione del prodotto. Questa garanzia si aggiunge alla garanzia
          legale e non la sostituisce: puoi sempre rivolgerti a noi, anche se scegli di contattare
          direttamente il produttore.
        </p>
      </section>

      <section className="content-section">
        <h2>Cosa non è coperto</h2>
        <p>
          La garanzia legale non copre i danni successivi alla consegna che non dipendono da un
          difetto: cadute, urti, contatto con liquidi, usura normale, interventi di terzi non
          autorizzati. Per questi casi c’è il servizio{' '}
          <Link to="/services/riparazioni">Riparazioni</Link> con preventivo gratuito.
        </p>
      </section>

      <section className="content-section">
        <h2>Come richiedere l’assistenza in garanzia</h2>
        <ol>
          <WithSeller fields={EMAIL}>
            <li>
              Scrivi a {email} indicando il numero d’ordine e descrivendo il difetto, con foto o
              video se utili.
            </li>
          </WithSeller>
          <li>
            Ti proponiamo la soluzione più rapida e, se serve, organizziamo il ritiro gratuito a
            domicilio.
          </li>
          <li>
            Ripariamo o sostituiamo il prodotto e te lo riconsegniamo, oppure ti rimborsiamo se né
            riparazione né sostituzione sono possibili.
          </li>
        </ol>
        <p>
          Come prova d’acquisto basta l’ordine che trovi nella pagina{' '}
          <Link to="/orders">I tuoi ordini</Link>. Ricordati di fare un backup prima della
          spedizione.
        </p>
      </section>

      <RelatedLinks paths={['/returns', '/services/riparazioni', '/terms', '/faq']} />
    </>
  );
}

function GuidesBody() {
  return (
    <>
      <p>
        Brevi guide pratiche per i momenti in cui serve un aiuto: il primo giorno con un dispositivo
        nuovo, la sicurezza dei dati e la cura della batteria. Se preferisci che ti guidi una
        persona, c’è il nostro <Link to="/services/supporto">supporto tecnico</Link>.
      </p>

      <section className="content-section">
        <h2>Trasferire i dati dal vecchio dispositivo</h2>
        <ol>
          <li>Aggiorna il sistema operativo del vecchio dispositivo e collegalo al Wi-Fi.</li>
          <li>Esegui un backup completo, nel cloud o sul computer.</li>
          <li>
            Accendi il nuovo dispositivo vicino al vecchio e segui la procedura guidata di
            trasferimento: copierà app, foto, messaggi e impostazioni.
          </li>
          <li>
            Verifica che contatti, foto e app di autenticazione siano al loro posto prima di
            cancellare il vecchio dispositivo.
          </li>
        </ol>
      </section>

      <section className="content-section">
        <h2>Un backup che funziona davvero</h2>
        <p>
          La regola più semplice è «3-2-1»: tre copie dei dati, su due supporti diversi, di cui una
          fuori casa (per esempio nel cloud). Attiva il backup automatico sul dispositivo e, una
          volta al mese, controlla che l’ultima copia sia recente.
        </p>
      </section>

      <section className="content-section">
        <h2>Proteggere i tuoi account</h2>
        <ul>
          <li>usa una password diversa per ogni servizio, salvata in un gestore di password;</li>
          <li>attiva l’autenticazione a due fattori sugli account principali;</li>
          <li>installa gli aggiornamenti di sicurezza appena disponibili;</li>
          <li>
            diffida di SMS ed email che chiedono codici o pagamenti urgenti: nessun negozio serio te
            li chiede.
          </li>
        </ul>
      </section>

      <section className="content-section">
        <h2>Far durare la batteria</h2>
        <ul>
          <li>
            evita di lasciare il dispositivo al sole o in auto d’estate: il calore è il primo
            nemico;
          </li>
          <li>attiva la ricarica ottimizzata, se disponibile;</li>
          <li>usa caricabatterie e cavi certificati;</li>
          <li>se devi riporre un dispositivo a lungo, lascialo carico a circa metà e spento.</li>
        </ul>
      </section>

      <section className="content-section">
        <h2>Prepararsi a vendere o permutare un dispositivo</h2>
        <ol>
          <li>Fai un backup e verifica di poter accedere ai dati dal nuovo dispositivo.</li>
          <li>Esci da tutti gli account e disattiva il blocco di localizzazione.</li>
          <li>Ripristina le impostazioni di fabbrica e rimuovi SIM e schede di memoria.</li>
        </ol>
        <p>
          A quel punto è pronto per la nostra <Link to="/deals/permuta">permuta</Link>.
        </p>
      </section>

      <RelatedLinks paths={['/news/guide', '/services/configurazione', '/services/formazione']} />
    </>
  );
}

function BusinessServicesBody() {
  return (
    <>
      <p>
        Aziende, studi professionali, scuole ed enti pubblici hanno esigenze diverse da quelle di un
        privato: più dispositivi da gestire, dati da proteggere, persone da formare. Ti
        accompagniamo in tutte le fasi, dalla scelta all’assistenza.
      </p>

      <section className="content-section">
        <h2>Cosa offriamo</h2>
        <ul>
          <li>un referente dedicato, raggiungibile via email e telefono;</li>
          <li>
            preventivi per quantità e condizioni riservate, nella pagina{' '}
            <Link to="/deals/business">Offerte business</Link>;
          </li>
          <li>fattura elettronica tramite il Sistema di Interscambio e pagamento con bonifico;</li>
          <li>
            dispositivi consegnati già configurati e registrati nel tuo sistema di gestione
            centralizzata (<Link to="/services/configurazione">Configurazione</Link>);
          </li>
          <li>
            <Link to="/deals/noleggio-aziende">noleggio operativo</Link> con canone mensile;
          </li>
          <li>
            <Link to="/services/formazione">formazione</Link> e{' '}
            <Link to="/services/consulenza-it">consulenza IT</Link> per il tuo team;
          </li>
          <li>assistenza prioritaria e dispositivi sostitutivi durante le riparazioni.</li>
        </ul>
      </section>

      <WithSeller fields={EMAIL}>
        <section className="content-section">
          <h2>Richiedi una proposta</h2>
          <p>
            Scrivi a {email} indicando ragione sociale, partita IVA, numero e tipo di dispositivi e
            tempi desiderati. Ti rispondiamo entro due giorni lavorativi con una proposta su misura.
          </p>
        </section>
      </WithSeller>
    </>
  );
}

function TrainingBody() {
  return (
    <>
      <p>
        Un dispositivo dà il meglio quando sai usarlo. I nostri corsi sono pratici, in piccoli
        gruppi e tenuti da formatori che ogni giorno rispondono alle domande dei clienti.
      </p>

      <section className="content-section">
        <h2>Per i privati</h2>
        <p>
          Workshop di 90 minuti o 2 ore, in presenza nelle città italiane o online: primi passi con
          smartphone e computer, foto e video, sicurezza e backup. Trovi il calendario nella pagina{' '}
          <Link to="/news/workshop">Workshop</Link>.
        </p>
      </section>

      <section className="content-section">
        <h2>Per le aziende e le scuole</h2>
        <p>Percorsi costruiti sulle esigenze del tuo team, in sede oppure online:</p>
        <ul>
          <li>passaggio a una nuova piattaforma, per esempio da Windows a Mac;</li>
          <li>produttività con le app di uso quotidiano e la collaborazione sui documenti;</li>
          <li>sicurezza informatica di base e riconoscimento del phishing;</li>
          <li>didattica digitale con tablet per docenti.</li>
        </ul>
        <p>
          A fine corso ogni partecipante riceve il materiale e un attestato di partecipazione.
          <WithSeller fields={EMAIL}> Chiedi un preventivo a {email}.</WithSeller>
        </p>
      </section>

      <RelatedLinks paths={['/news/workshop', '/services/business', '/deals/istruzione']} />
    </>
  );
}

function ItConsultingBody() {
  return (
    <>
      <p>
        Ti aiutiamo a scegliere e gestire la tecnologia della tua azienda con un approccio pratico:
        poche soluzioni, ben configurate, che il tuo team può usare e mantenere.
      </p>

      <section className="content-section">
        <h2>Come lavoriamo</h2>
        <ol>
          <li>
            <strong>Analisi</strong>: un incontro, in sede o online, per capire come lavorate oggi,
            quali dispositivi usate e dove sono i problemi.
          </li>
          <li>
            <strong>Proposta</strong>: un documento chiaro con le soluzioni consigliate, i costi e i
            tempi.
          </li>
          <li>
            <strong>Realizzazione</strong>: fornitura, configurazione e migrazione dei dati, con il
            minimo impatto sul lavoro quotidiano.
          </li>
          <li>
            <strong>Assistenza</strong>: un referente che conosce la vostra installazione.
          </li>
        </ol>
      </section>

      <section className="content-section">
        <h2>Ambiti</h2>
        <ul>
          <li>scelta dei dispositivi e pianificazione del loro ciclo di vita;</li>
          <li>gestione centralizzata di computer, smartphone e tablet aziendali;</li>
          <li>backup, cifratura dei dischi e gestione degli accessi;</li>
          <li>
            misure tecniche a supporto della conformità al GDPR, in collaborazione con il tuo
            consulente privacy.
          </li>
        </ul>
        <p>
          La prima analisi è gratuita e senza impegno
          <WithSeller fields={EMAIL}>: scrivi a {email}</WithSeller>.
        </p>
      </section>

      <RelatedLinks
        paths={['/services/business', '/deals/noleggio-aziende', '/services/formazione']}
      />
    </>
  );
}

function PersonalisationBody() {
  return (
    <>
      <p>
        Un messaggio inciso per un regalo, una configurazione su misura per chi lavora con
        applicazioni impegnative, il logo aziendale sulle dotazioni dei dipendenti: rendiamo unico
        il tuo dispositivo.
      </p>

      <section className="content-section">
        <h2>Cosa puoi personalizzare</h2>
        <ul>
          <li>
            <strong>Incisione laser</strong> di un testo breve o di emoji sui prodotti che la
            prevedono, come tablet e custodie.
          </li>
          <li>
            <strong>Configurazioni su misura</strong> di memoria e archiviazione per i computer che
            le consentono.
          </li>
          <li>
            <strong>Dotazioni aziendali</strong>: incisione del logo, etichette inventariali, sfondi
            e app preinstallate.
          </li>
        </ul>
      </section>

      <section className="content-section">
        <h2>Come richiederla</h2>
        <p>
          <WithSeller fields={EMAIL}>
            Scrivi a {email} indicando il prodotto e la personalizzazione che desideri: ti inviamo
            un’anteprima e un preventivo.{' '}
          </WithSeller>
          La lavorazione richiede 2–3 giorni lavorativi in più rispetto ai tempi di spedizione. Non
          eseguiamo incisioni con contenuti offensivi o che riproducono marchi di terzi.
        </p>
      </section>

      <section className="content-section">
        <h2>Da sapere prima di ordinare</h2>
        <p>
          I prodotti personalizzati sono realizzati su tua richiesta e, per questo,{' '}
          <strong>non possono essere restituiti con il diritto di recesso</strong> (art. 59 del
          Codice del Consumo). Restano coperti dalla garanzia legale di conformità di 2 anni: se il
          prodotto o l’incisione presentano un difetto, li sostituiamo gratuitamente.
        </p>
      </section>

      <RelatedLinks paths={['/returns', '/services/garanzia', '/services/business']} />
    </>
  );
}

function InstallationBody() {
  return (
    <>
      <p>
        Preferisci che qualcuno metta tutto in funzione per te? Un nostro tecnico viene a casa o in
        ufficio, collega i dispositivi e ti mostra come usarli.
      </p>

      <section className="content-section">
        <h2>Cosa comprende</h2>
        <ul>
          <li>disimballo, collegamento e accensione dei dispositivi;</li>
          <li>configurazione della rete Wi-Fi, di stampanti, monitor e accessori;</li>
          <li>trasferimento dei dati dal vecchio computer o smartphone;</li>
          <li>una breve spiegazione pratica al termine dell’intervento;</li>
          <li>se vuoi, il ritiro gratuito dell’apparecchiatura usata equivalente (RAEE).</li>
        </ul>
      </section>

      <section className="content-section">
        <h2>Come prenotare</h2>
        <p>
          Il servizio è disponibile nei capoluoghi di provincia e nei comuni vicini.
          <WithSeller fields={EMAIL_OR_PHONE} match="any">
            {' '}
            <WriteOrCall /> indicando indirizzo, dispositivi e le tue disponibilità: ti proponiamo
            un appuntamento e il prezzo, prima di confermare.
          </WithSeller>
        </p>
      </section>

      <RelatedLinks paths={['/services/configurazione', '/services/supporto', '/shipping']} />
    </>
  );
}

function SetupBody() {
  return (
    <>
      <p>
        Con il servizio di configurazione il tuo nuovo dispositivo è pronto all’uso fin dal primo
        minuto: niente attese per gli aggiornamenti e nessun passaggio dimenticato.
      </p>

      <section className="content-section">
        <h2>Cosa facciamo</h2>
        <ul>
          <li>installazione dell’ultima versione del sistema operativo;</li>
          <li>installazione delle app che ci indichi;</li>
          <li>
            guida a distanza, per telefono o videochiamata, nella creazione degli account e nel
            trasferimento dei dati: le credenziali le inserisci sempre tu;
          </li>
          <li>
            per le aziende, registrazione dei dispositivi nel sistema di gestione centralizzata.
          </li>
        </ul>
      </section>

      <section className="content-section">
        <h2>Come richiederla</h2>
        <p>
          <WithSeller fields={EMAIL}>
            Dopo l’ordine scrivi a {email} indicando il numero d’ordine e cosa vuoi configurare: ti
            confermiamo prezzo e tempi prima di procedere.{' '}
          </WithSeller>
          La configurazione aggiunge al massimo un giorno lavorativo ai tempi di spedizione.
        </p>
        <p>
          La configurazione non toglie il diritto di recesso sul prodotto. Se il servizio è già
          stato eseguito con il tuo consenso, però, il suo prezzo non è rimborsabile.
        </p>
      </section>

      <RelatedLinks paths={['/services/installazione', '/services/guide', '/services/business']} />
    </>
  );
}

export const CONTENT_BODIES: ContentBodies = {
  '/services/supporto': { Body: SupportServiceBody },
  '/services/riparazioni': { Body: RepairsBody },
  '/services/garanzia': { Body: WarrantyBody },
  '/services/guide': { Body: GuidesBody },
  '/services/business': { Body: BusinessServicesBody },
  '/services/formazione': { Body: TrainingBody },
  '/services/consulenza-it': { Body: ItConsultingBody },
  '/services/personalizzazione': { Body: PersonalisationBody },
  '/services/installazione': { Body: InstallationBody },
  '/services/configurazione': { Body: SetupBody },
};
