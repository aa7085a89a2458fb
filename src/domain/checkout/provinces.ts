/**
 * The provinces a delivery address may name, by their two-letter code (the sigla written after
 * the city: "20121 Milano MI").
 *
 * Source: ISTAT, "Elenco dei comuni italiani" as of 1 January 2026 (codici statistici delle unità
 * amministrative), column "Sigla automobilistica": 110 units — provinces, metropolitan cities,
 * Sicily's free municipal consortia, the autonomous provinces of Bolzano and Trento, Friuli
 * Venezia Giulia's regional decentralisation bodies (GO, PN, TS, UD) and Valle d'Aosta (AO),
 * whose region acts as a province. Names are ISTAT's denominations.
 *
 * Sardinia: the 2016 reform (L.R. 2/2016) had abolished Carbonia-Iglesias (CI), Medio Campidano
 * (VS), Ogliastra (OG) and Olbia-Tempio (OT) and created Sud Sardegna (SU), so lists of 2017–2025
 * count 107 units. The reform of L.R. 7/2021, in force from 17 July 2025 (D.G.R. 36/34 of 9 July
 * 2025) and used by ISTAT from 1 January 2026, abolished Sud Sardegna and created Sulcis
 * Iglesiente (CI), Medio Campidano (VS), Ogliastra (OG) and Gallura Nord-Est Sardegna (OT), with
 * the metropolitan cities of Cagliari (CA) and Sassari (SS). CI, VS, OG and OT are therefore
 * current codes again, with the new provinces' names.
 *
 * SU is no longer any unit's code but is still accepted: addresses written between 2017 and 2025
 * (documents, browsers' saved addresses) carry it, and a parcel is routed by CAP and city, so
 * refusing it would only turn a customer away. It is not offered as a choice.
 */

/** Current codes and names (ISTAT, 1 January 2026), in code order. */
export const PROVINCES = {
  AG: 'Agrigento',
  AL: 'Alessandria',
  AN: 'Ancona',
  AO: "Valle d'Aosta/Vallée d'Aoste",
  AP: 'Ascoli Piceno',
  AQ: "L'Aquila",
  AR: 'Arezzo',
  AT: 'Asti',
  AV: 'Avellino',
  BA: 'Bari',
  BG: 'Bergamo',
  BI: 'Biella',
  BL: 'Belluno',
  BN: 'Benevento',
  BO: 'Bologna',
  BR: 'Brindisi',
  BS: 'Brescia',
  BT: 'Barletta-Andria-Trani',
  BZ: 'Bolzano/Bozen',
  CA: 'Cagliari',
  CB: 'Campobasso',
  CE: 'Caserta',
  CH: 'Chieti',
  CI: 'Sulcis Iglesiente',
  CL: 'Caltanissetta',
  CN: 'Cuneo',
  CO: 'Como',
  CR: 'Cremona',
  CS: 'Cosenza',
  CT: 'Catania',
  CZ: 'Catanzaro',
  EN: 'Enna',
  FC: 'Forlì-Cesena',
  FE: 'Ferrara',
  FG: 'Foggia',
  FI: 'Firenze',
  FM: 'Fermo',
  FR: 'Frosinone',
  GE: 'Genova',
  GO: 'Gorizia',
  GR: 'Grosseto',
  IM: 'Imperia',
  IS: 'Isernia',
  KR: 'Crotone',
  LC: 'Lecco',
  LE: 'Lecce',
  LI: 'Livorno',
  LO: 'Lodi',
  LT: 'Latina',
  LU: 'Lucca',
  MB: 'Monza e della Brianza',
  MC: 'Macerata',
  ME: 'Messina',
  MI: 'Milano',
  MN: 'Mantova',
  MO: 'Modena',
  MS: 'Massa-Carrara',
  MT: 'Matera',
  NA: 'Napoli',
  NO: 'Novara',
  NU: 'Nuoro',
  OG: 'Ogliastra',
  OR: 'Oristano',
  OT: 'Gallura Nord-Est Sardegna',
  PA: 'Palermo',
  PC: 'Piacenza',
  PD: 'Padova',
  PE: 'Pescara',
  PG: 'Perugia',
  PI: 'Pisa',
  PN: 'Pordenone',
  PO: 'Prato',
  PR: 'Parma',
  PT: 'Pistoia',
  PU: 'Pesaro e Urbino',
  PV: 'Pavia',
  PZ: 'Potenza',
  RA: 'Ravenna',
  RC: 'Reggio Calabria',
  RE: "Reggio nell'Emilia",
  RG: 'Ragusa',
  RI: 'Rieti',
  RM: 'Roma',
  RN: 'Rimini',
  RO: 'Rovigo',
  SA: 'Salerno',
  SI: 'Siena',
  SO: 'Sondrio',
  SP: 'La Spezia',
  SR: 'Siracusa',
  SS: 'Sassari',
  SV: 'Savona',
  TA: 'Taranto',
  TE: 'Teramo',
  TN: 'Trento',
  TO: 'Torino',
  TP: 'Trapani',
  TR: 'Terni',
  TS: 'Trieste',
  TV: 'Treviso',
  UD: 'Udine',
  VA: 'Varese',
  VB: 'Verbano-Cusio-Ossola',
  VC: 'Vercelli',
  VE: 'Venezia',
  VI: 'Vicenza',
  VR: 'Verona',
  VS: 'Medio Campidano',
  VT: 'Viterbo',
  VV: 'Vibo Valentia',
} as const;

/** Codes no longer in force that addresses still carry (see above); accepted, not offered. */
export const FORMER_PROVINCES = {
  SU: 'Sud Sardegna',
} as const;

export type ProvinceCode = keyof typeof PROVINCES | keyof typeof FORMER_PROVINCES;

const NAMES: Readonly<Record<string, string>> = { ...PROVINCES, ...FORMER_PROVINCES };

/** Every code a delivery address may carry, upper case. */
export const PROVINCE_CODES: ReadonlySet<string> = new Set(Object.keys(NAMES));

/** The province's name for a code in any case; undefined for an unknown code. */
export function provinceName(code: string): string | undefined {
  const key = code.trim().toUpperCase();
  return PROVINCE_CODES.has(key) ? NAMES[key] : undefined;
}
