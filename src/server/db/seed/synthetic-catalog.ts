/**
 * Deterministic, brand-free products for load benchmarks (up to hundreds of thousands of rows).
 *
 * Product `i` depends only on `i` (its own seeded PRNG), so a catalog generated in several
 * chunks with `startIndex` is identical to one generated in a single pass, and two runs of a
 * benchmark always see the same data. Slugs end with the index, so they never collide.
 */
import type { DeviceKind } from './device-artwork';
import type { SampleCategory, SampleProduct } from './sample-catalog';

export type SyntheticProduct = Omit<SampleProduct, 'artwork' | 'specs'> & {
  imageKind: DeviceKind;
  colorHex: string;
};

/** A word of a generated name together with its slug, so slugs need no slugify() per row. */
interface Word {
  text: string;
  slug: string;
}

interface SyntheticFamily {
  categorySlug: SampleCategory['slug'];
  kind: DeviceKind;
  /** Generic product type, e.g. "Smartphone". */
  type: Word;
  lines: readonly Word[];
  capacities: readonly Word[];
  /** Price of the cheapest configuration, in euro; tiers and capacities add to it. */
  basePriceEuro: number;
  typeTags: readonly string[];
  /** A short sentence naming what the family is good at. */
  strengths: readonly string[];
}

interface Colour {
  word: Word;
  hex: string;
}

interface Tier {
  word: Word | null;
  priceFactor: number;
}

const SEED = 0x5eed_2024;

function word(text: string, slug: string): Word {
  return { text, slug };
}

const FAMILIES: readonly SyntheticFamily[] = [
  {
    categorySlug: 'iphone',
    kind: 'phone',
    type: word('Smartphone', 'smartphone'),
    lines: ['Aurora', 'Nova', 'Vela', 'Orione', 'Stella', 'Lumen'].map((t) =>
      word(t, t.toLowerCase()),
    ),
    capacities: ['64 GB', '128 GB', '256 GB', '512 GB', '1 TB'].map((t) =>
      word(t, t.toLowerCase().replace(' ', '-')),
    ),
    basePriceEuro: 249,
    typeTags: ['smartphone', '5g'],
    strengths: [
      'Scatta foto nitide anche di notte grazie al sensore stabilizzato.',
      'La batteria arriva a sera anche con un uso intenso.',
      'Il display luminoso si legge bene anche sotto il sole.',
    ],
  },
  {
    categorySlug: 'mac',
    kind: 'laptop',
    type: word('Notebook', 'notebook'),
    lines: ['Atlante', 'Zenit', 'Quasar', 'Meridiana', 'Cometa'].map((t) =>
      word(t, t.toLowerCase()),
    ),
    capacities: ['8 GB/256 GB', '16 GB/512 GB', '24 GB/1 TB', '32 GB/2 TB'].map((t) =>
      word(t, t.toLowerCase().replace(/[ /]+/g, '-')),
    ),
    basePriceEuro: 699,
    typeTags: ['portatile', 'notebook'],
    strengths: [
      'È silenzioso e resta fresco anche durante le sessioni di lavoro più lunghe.',
      'La tastiera retroilluminata è comoda per scrivere per ore.',
      'Lo schermo ad alta risoluzione è perfetto per foto e documenti.',
    ],
  },
  {
    categorySlug: 'ipad',
    kind: 'tablet',
    type: word('Tablet', 'tablet'),
    lines: ['Lira', 'Arco', 'Onda', 'Piuma', 'Brezza'].map((t) => word(t, t.toLowerCase())),
    capacities: ['64 GB', '128 GB', '256 GB', '512 GB'].map((t) =>
      word(t, t.toLowerCase().replace(' ', '-')),
    ),
    basePriceEuro: 299,
    typeTags: ['tablet'],
    strengths: [
      'È leggero da tenere in mano anche durante la lettura a letto.',
      'Supporta la penna per prendere appunti e disegnare.',
      'Gli altoparlanti stereo rendono piacevoli film e videochiamate.',
    ],
  },
  {
    categorySlug: 'watch',
    kind: 'watch',
    type: word('Smartwatch', 'smartwatch'),
    lines: ['Polso', 'Ritmo', 'Battito', 'Orbita', 'Passo'].map((t) => word(t, t.toLowerCase())),
    capacities: ['40 mm', '42 mm', '44 mm', '46 mm'].map((t) =>
      word(t, t.toLowerCase().replace(' ', '-')),
    ),
    basePriceEuro: 129,
    typeTags: ['smartwatch', 'fitness'],
    strengths: [
      'Monitora sonno, passi e frequenza cardiaca per tutta la giornata.',
      'È impermeabile ed è perfetto anche per il nuoto in piscina.',
      'Le notifiche arrivano al polso, così il telefono resta in tasca.',
    ],
  },
];

const TIERS: readonly Tier[] = [
  { word: null, priceFactor: 1 },
  { word: word('Lite', 'lite'), priceFactor: 0.8 },
  { word: word('Plus', 'plus'), priceFactor: 1.2 },
  { word: word('Pro', 'pro'), priceFactor: 1.5 },
  { word: word('Max', 'max'), priceFactor: 1.8 },
  { word: word('Ultra', 'ultra'), priceFactor: 2.2 },
];

const COLOURS: readonly Colour[] = [
  { word: word('Nero siderale', 'nero-siderale'), hex: '#2e2e30' },
  { word: word('Bianco latte', 'bianco-latte'), hex: '#f5f3ee' },
  { word: word('Blu notte', 'blu-notte'), hex: '#1f2a44' },
  { word: word('Verde salvia', 'verde-salvia'), hex: '#9caf88' },
  { word: word('Rosso corallo', 'rosso-corallo'), hex: '#e5625e' },
  { word: word('Grigio ardesia', 'grigio-ardesia'), hex: '#5b5b5f' },
  { word: word('Oro rosa', 'oro-rosa'), hex: '#e6c7b6' },
  { word: word('Argento', 'argento'), hex: '#e3e4e5' },
  { word: word('Lavanda', 'lavanda'), hex: '#c9b8e8' },
  { word: word('Sabbia', 'sabbia'), hex: '#d8c8a8' },
  { word: word('Azzurro cielo', 'azzurro-cielo'), hex: '#a8cbe8' },
  { word: word('Titanio naturale', 'titanio-naturale'), hex: '#bfb5a6' },
];

/** First sentence of every description; `{name}` is the product's short name. */
const OPENINGS: readonly string[] = [
  '{name} unisce prestazioni affidabili e un design curato in ogni dettaglio.',
  '{name} è pensato per chi cerca qualità e semplicità ogni giorno.',
  'Con {name} hai tutto ciò che serve per lavorare, studiare e divertirti.',
  '{name} offre un ottimo rapporto tra qualità e prezzo, perché conta ogni euro.',
  '{name} è più veloce e più efficiente della generazione precedente.',
];

const GENERATIONS = 12;
const MAX_DAYS_SINCE_RELEASE = 1_500;

/** mulberry32: tiny, fast and good enough for varied test data (not for anything secret). */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random item and its position (the position drives the price of a capacity). */
function pickWithIndex<T>(items: readonly T[], random: () => number): [T, number] {
  const index = Math.floor(random() * items.length);
  const item = items[index];
  // The index is always in range; the check only satisfies noUncheckedIndexedAccess.
  if (item === undefined) throw new Error('pick() called on an empty list');
  return [item, index];
}

function pick<T>(items: readonly T[], random: () => number): T {
  return pickWithIndex(items, random)[0];
}

function intBetween(min: number, max: number, random: () => number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** Euro amounts as shop prices: whole tens minus one euro (e.g. 849,00 €), in cents. */
function shopPriceCents(euro: number): number {
  return Math.max(1, Math.round(euro / 10)) * 1_000 - 100;
}

function stockFor(random: () => number): number {
  const roll = random();
  if (roll < 0.08) return 0;
  if (roll < 0.2) return intBetween(1, 5, random);
  return intBetween(6, 150, random);
}

function syntheticProduct(index: number): SyntheticProduct {
  // Mixing the index through a multiplier spreads neighbouring seeds apart.
  const random = createRandom(Math.imul(index + 1, 0x9e3779b1) ^ SEED);
  const family = pick(FAMILIES, random);
  const line = pick(family.lines, random);
  const generation = intBetween(1, GENERATIONS, random);
  const tier = pick(TIERS, random);
  const [capacity, capacityIndex] = pickWithIndex(family.capacities, random);
  const colour = pick(COLOURS, random);

  const model = `${line.text} ${generation}${tier.word ? ` ${tier.word.text}` : ''}`;
  const name = `${family.type.text} ${model} ${capacity.text} – ${colour.word.text}`;
  const slugParts = [family.type.slug, line.slug, String(generation)];
  if (tier.word) slugParts.push(tier.word.slug);
  slugParts.push(capacity.slug, colour.word.slug, String(index));

  const priceEuro =
    family.basePriceEuro * tier.priceFactor * (1 + capacityIndex * 0.25) * (1 + generation * 0.03);
  const priceCents = shopPriceCents(priceEuro);
  const onOffer = random() < 0.1;
  const compareAtPriceCents = onOffer
    ? shopPriceCents((priceCents / 100) * (1.1 + random() * 0.2))
    : null;

  const hasRating = random() >= 0.15;
  const rating = hasRating ? intBetween(30, 50, random) / 10 : null;
  const reviewCount = hasRating ? intBetween(1, 2_500, random) : null;

  const opening = pick(OPENINGS, random).replace('{name}', `${family.type.text} ${model}`);
  const description = random() < 0.6 ? `${opening} ${pick(family.strengths, random)}` : opening;

  const tags = [...family.typeTags, line.slug];
  if (tier.word) tags.push(tier.word.slug);
  if (onOffer) tags.push('offerta');

  return {
    slug: slugParts.join('-'),
    name,
    categorySlug: family.categorySlug,
    description,
    priceCents,
    compareAtPriceCents,
    stock: stockFor(random),
    tags,
    rating,
    reviewCount,
    isFeatured: random() < 0.005,
    daysSinceRelease: intBetween(0, MAX_DAYS_SINCE_RELEASE, random),
    imageKind: family.kind,
    colorHex: colour.hex,
  };
}

/** Yields `count` products with indexes startIndex, startIndex + 1, … */
export function* generateSyntheticProducts(
  count: number,
  startIndex = 0,
): Generator<SyntheticProduct> {
  for (let index = startIndex; index < startIndex + count; index++) {
    yield syntheticProduct(index);
  }
}
