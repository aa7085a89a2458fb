/** A presentation, workshop or meetup the shop organises. */
export interface ShopEvent {
  /** Calendar day in Italy, "YYYY-MM-DD". */
  readonly date: string;
  /** Local start time, "HH:MM". */
  readonly startTime: string;
  readonly title: string;
  /** City and venue, or "Online". */
  readonly place: string;
  /** Duration and seats, when worth saying. */
  readonly format?: string;
  readonly description: string;
}

/** /news/presentations: product presentations, open to everyone. */
export const PRESENTATIONS: readonly ShopEvent[] = [
  {
    date: '2026-12-03',
    startTime: '18:30',
    title: 'Regali tech 2026: la selezione di Vetrina',
    place: 'Milano, sala eventi in zona Porta Venezia',
    format: 'Presentazione di 60 minuti con prove libere dei prodotti',
    description:
      'Smartphone, tablet, smartwatch e computer più richiesti per le feste, messi a confronto dal vivo. I nostri esperti ti aiutano a scegliere il regalo giusto in base al budget e a chi lo riceve, con un occhio ai ricondizionati e alle offerte del periodo.',
  },
  {
    date: '2027-01-21',
    startTime: '18:30',
    title: 'Mac per il lavoro: prestazioni, autonomia e sicurezza',
    place: 'Roma, sala conferenze in zona Prati',
    format: 'Presentazione di 75 minuti e sessione di domande',
    description:
      'Come scegliere tra MacBook Air e MacBook Pro per il lavoro d’ufficio, la grafica o lo sviluppo software. Mostriamo il passaggio da Windows a Mac, la gestione dei documenti condivisi e le impostazioni di sicurezza da attivare il primo giorno.',
  },
  {
    date: '2027-02-18',
    startTime: '18:30',
    title: 'Fotografare e girare video con lo smartphone',
    place: 'Torino, spazio eventi in zona San Salvario',
    format: 'Presentazione di 90 minuti con un fotografo professionista',
    description:
      'Un fotografo professionista presenta le fotocamere degli smartphone più recenti: modalità ritratto, scatti notturni, video stabilizzati e formati professionali. Porta il tuo telefono: alla fine c’è spazio per provare insieme le impostazioni.',
  },
  {
    date: '2027-03-11',
    startTime: '17:30',
    title: 'iPad a scuola e all’università',
    place: 'Bologna, aula studio in zona universitaria',
    format: 'Presentazione di 60 minuti per docenti, studenti e famiglie',
    description:
      'Appunti a mano, libri digitali, lavoro di gruppo e verifiche: come usare iPad nello studio quotidiano. Presentiamo anche le offerte per l’istruzione e per gli studenti e spieghiamo come funziona la verifica dei requisiti.',
  },
  {
    date: '2027-04-15',
    startTime: '18:30',
    title: 'Salute e sport al polso',
    place: 'Napoli, sala eventi in zona Chiaia',
    format: 'Presentazione di 60 minuti con un preparatore atletico',
    description:
      'Allenamenti, sonno, battito cardiaco e sicurezza: cosa misura davvero uno smartwatch e come leggere i dati senza farsi prendere dall’ansia. Con un preparatore atletico che mostra come impostare obiettivi realistici.',
  },
  {
    date: '2027-05-20',
    startTime: '18:30',
    title: 'Ricondizionato: come nasce un dispositivo rigenerato',
    place: 'Firenze, spazio eventi in zona Santa Croce',
    format: 'Presentazione di 60 minuti con i nostri tecnici',
    description:
      'I nostri tecnici raccontano i controlli che ogni dispositivo ricondizionato supera prima della vendita, come verifichiamo la batteria e perché un ricondizionato è una scelta conveniente e sostenibile.',
  },
];

/** /news/workshop: hands-on sessions with few seats. */
export const WORKSHOPS: readonly ShopEvent[] = [
  {
    date: '2026-12-12',
    startTime: '10:30',
    title: 'Primi passi con il nuovo smartphone',
    place: 'Milano, sala eventi in zona Porta Venezia',
    format: '90 minuti, massimo 12 partecipanti, porta il tuo dispositivo',
    description:
      'Configurazione iniziale, trasferimento di contatti e foto dal vecchio telefono, Face ID, backup automatico e le impostazioni di privacy da controllare subito.',
  },
  {
    date: '2027-01-16',
    startTime: '10:30',
    title: 'Backup e sicurezza dei tuoi dati',
    place: 'Roma, sala conferenze in zona Prati',
    format: '90 minuti, massimo 12 partecipanti, porta il tuo computer',
    description:
      'Come impostare un backup che funziona davvero, riconoscere i messaggi di phishing, usare un gestore di password e attivare l’autenticazione a due fattori sui tuoi account.',
  },
  {
    date: '2027-01-28',
    startTime: '18:00',
    title: 'Difendersi da truffe e phishing',
    place: 'Online',
    format: '60 minuti in diretta video, posti illimitati',
    description:
      'Esempi reali di SMS, email e telefonate truffa, i segnali che li tradiscono e cosa fare se hai già cliccato su un link sospetto. Il link per partecipare arriva con la conferma d’iscrizione.',
  },
  {
    date: '2027-02-06',
    startTime: '10:30',
    title: 'Produttività con il Mac: scorciatoie e app',
    place: 'Torino, spazio eventi in zona San Salvario',
    format: '2 ore, massimo 12 partecipanti, porta il tuo Mac',
    description:
      'Gestione delle finestre, scorciatoie da tastiera, Spotlight, automazioni con Comandi Rapidi e le app incluse che fanno risparmiare tempo ogni giorno.',
  },
  {
    date: '2027-03-06',
    startTime: '10:30',
    title: 'Disegnare e prendere appunti con iPad',
    place: 'Padova, sala eventi in centro storico',
    format: '2 ore, massimo 10 partecipanti, porta il tuo iPad con la penna',
    description:
      'Dalle note scritte a mano ai PDF annotati, fino al disegno digitale: impostiamo insieme le app e le abitudini giuste per studiare e lavorare con la penna.',
  },
];

/** /news/meetup: informal meetings, in person and online. */
export const MEETUPS: readonly ShopEvent[] = [
  {
    date: '2026-12-17',
    startTime: '19:00',
    title: 'Meetup di fine anno',
    place: 'Milano, sala eventi in zona Porta Venezia',
    format: 'Incontro informale di circa 2 ore',
    description:
      'Una serata tra appassionati per raccontarsi gli acquisti dell’anno, scambiarsi consigli e conoscere le persone che lavorano in Vetrina. Brindisi finale.',
  },
  {
    date: '2027-01-27',
    startTime: '18:30',
    title: 'Chiedi ai tecnici',
    place: 'Online',
    format: 'Diretta video di 60 minuti con domande dal pubblico',
    description:
      'I tecnici del nostro supporto rispondono in diretta alle domande su batteria, aggiornamenti, spazio di archiviazione e problemi di connessione. Puoi inviare le domande anche in anticipo, con l’iscrizione.',
  },
  {
    date: '2027-02-24',
    startTime: '18:30',
    title: 'Tecnologia accessibile',
    place: 'Bari, spazio eventi in zona Murat',
    format: 'Incontro di circa 90 minuti',
    description:
      'Lettori di schermo, dettatura, ingrandimento, sottotitoli e controllo vocale: un confronto aperto su come i dispositivi che vendiamo possono adattarsi a esigenze diverse.',
  },
  {
    date: '2027-04-10',
    startTime: '10:00',
    title: 'Passeggiata fotografica con lo smartphone',
    place: 'Verona, ritrovo in piazza Bra',
    format: 'Uscita di circa 3 ore, con qualsiasi smartphone',
    description:
      'Una mattinata a fotografare la città insieme, con qualche consiglio su luce, composizione e modifica degli scatti. Al termine scegliamo insieme le foto più belle.',
  },
];
