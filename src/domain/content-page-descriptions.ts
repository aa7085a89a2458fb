/**
 * One or two sentences per content page (content-pages.ts), for the meta description, the page's
 * lead and listings: at most 160 characters. Apart from CONTENT_PAGES so that the browser's
 * first download, which needs only the routes, leaves them out.
 */
export const CONTENT_PAGE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  '/services': 'Assistenza, riparazioni, garanzia e soluzioni su misura per privati e aziende.',
  '/deals':
    'Tutte le promozioni di Vetrina: offerte del giorno, ricondizionati, outlet e sconti dedicati.',
  '/news': 'Nuovi prodotti, preordini, eventi e notizie dal mondo della tecnologia.',
  '/services/supporto':
    'Aiuto per configurare, aggiornare e risolvere i problemi dei tuoi dispositivi, via email e telefono.',
  '/services/riparazioni':
    'Riparazioni in garanzia e fuori garanzia con preventivo gratuito, ricambi originali e ritiro a domicilio.',
  '/services/garanzia':
    'Garanzia legale di conformità di 2 anni su ogni prodotto, garanzia del produttore e come chiedere assistenza.',
  '/services/guide':
    'Guide passo passo per iniziare con il nuovo dispositivo: trasferimento dati, backup, sicurezza e batteria.',
  '/services/business':
    'Dispositivi, configurazione e assistenza per aziende, studi professionali e pubbliche amministrazioni.',
  '/services/formazione':
    'Corsi per privati e team aziendali: dalle basi del nuovo dispositivo alla produttività e alla sicurezza.',
  '/services/consulenza-it':
    'Analisi delle esigenze, scelta dei dispositivi, gestione centralizzata e sicurezza per la tua azienda.',
  '/services/personalizzazione':
    'Incisioni e configurazioni su misura per regali e dotazioni aziendali, con le condizioni da conoscere.',
  '/services/installazione':
    'Un tecnico a casa o in ufficio per collegare, installare e mettere in funzione i tuoi dispositivi.',
  '/services/configurazione':
    'Il tuo nuovo dispositivo pronto all’uso: account, dati trasferiti, app e aggiornamenti già installati.',
  '/offers':
    'I prodotti oggi in promozione, con il prezzo più basso degli ultimi 30 giorni sempre indicato.',
  '/deals/offerte-del-giorno':
    'Una selezione di prodotti a prezzo ridotto, aggiornata ogni giorno e valida fino a esaurimento scorte.',
  '/deals/black-friday':
    'Black Friday 2026 da Vetrina: date, regole delle promozioni e consigli per acquistare con serenità.',
  '/deals/outlet':
    'Prodotti nuovi con confezione danneggiata, esposti o di fine serie, con la garanzia legale di 2 anni.',
  '/deals/ricondizionati':
    'Dispositivi ricondizionati controllati dai nostri tecnici, con batteria verificata e 12 mesi di garanzia.',
  '/deals/istruzione':
    'Prezzi riservati a scuole, università, docenti e personale scolastico, con fattura e consegna in istituto.',
  '/deals/studenti':
    'Sconti per studenti universitari e delle scuole superiori: come verificare il tuo stato e usare il codice.',
  '/deals/permuta':
    'Dai valore al tuo vecchio dispositivo: richiedi una valutazione e usala come sconto sul prossimo acquisto.',
  '/deals/finanziamenti':
    'Come pagare a rate i tuoi acquisti e cosa sapere prima di scegliere un finanziamento.',
  '/deals/noleggio-aziende':
    'Noleggio operativo di computer, smartphone e tablet per aziende e professionisti, con canone mensile.',
  '/deals/business':
    'Prezzi per quantità, fattura elettronica e un referente dedicato per aziende e titolari di partita IVA.',
  '/news/nuovi-prodotti':
    'Gli ultimi arrivi nel catalogo di Vetrina, dai nuovi smartphone ai computer.',
  '/news/preordini':
    'Come funziona il preordine: quando paghi, quando ricevi il prodotto e come annullare.',
  '/news/in-arrivo':
    'I prodotti annunciati che arriveranno presto nel nostro catalogo e come ricevere un avviso.',
  '/news/edizioni-limitate':
    'Colori speciali e serie a tiratura limitata: come funzionano disponibilità e limiti di acquisto.',
  '/news/workshop':
    'Laboratori pratici a numero chiuso per imparare a usare al meglio smartphone, computer e tablet.',
  '/news/meetup':
    'Incontri informali tra appassionati di tecnologia, nelle città italiane e online.',
  '/news/tech':
    'Le novità che cambiano il modo di usare e comprare la tecnologia, spiegate in modo semplice.',
  '/news/guide':
    'Come scegliere smartphone, computer portatile, tablet e smartwatch senza spendere più del necessario.',
  '/news/recensioni':
    'Le nostre prove dei prodotti e come leggere le recensioni dei clienti pubblicate sul sito.',
  '/support':
    'Ordini, spedizioni, resi, garanzia e assistenza tecnica: trova subito la risposta che cerchi.',
  '/contact':
    'Come contattare il servizio clienti di Vetrina via email, telefono e PEC, con orari e tempi di risposta.',
  '/faq':
    'Le risposte alle domande più comuni su ordini, pagamenti, spedizioni, resi, garanzia e account.',
  '/shipping':
    'Spedizione standard gratuita in tutta Italia, consegna express, tempi per isole e zone remote.',
  '/returns':
    'Hai 14 giorni per restituire un prodotto acquistato online: come fare il reso e quando ricevi il rimborso.',
  '/track': 'Dove trovare il numero d’ordine e il codice di tracciamento per seguire la consegna.',
  '/about':
    'Chi siamo, come scegliamo i prodotti che vendiamo e gli impegni che prendiamo con chi compra da noi.',
  '/careers': 'Le posizioni aperte in Vetrina e come inviarci la tua candidatura.',
  '/partners':
    'Produttori, distributori e fornitori di servizi con cui lavoriamo, e come diventare nostro partner.',
  '/privacy':
    'Come Vetrina tratta i tuoi dati personali ai sensi del Regolamento UE 2016/679 (GDPR) e come esercitare i tuoi diritti.',
  '/terms':
    'Le condizioni generali di vendita di Vetrina: ordini, prezzi con IVA, pagamenti, consegna, recesso e garanzia.',
  '/cookie-policy':
    'I cookie e gli altri strumenti di memorizzazione che usa il sito: solo tecnici e funzionali, nessuna profilazione.',
};

/** The description of the content page at `path` ('' for a path that is not one). */
export function contentPageDescription(path: string): string {
  return CONTENT_PAGE_DESCRIPTIONS[path] ?? '';
}
