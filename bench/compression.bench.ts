/**
 * `npm run bench:compression`: what compressing the shop's largest bodies costs, at the brotli
 * quality the server uses (http/content-encoding.ts) and at its neighbours, with gzip beside.
 *
 * Bodies: a list answer (`GET /api/products`, 24 tiles) and a rendered page (`/products`), as the
 * built shop serves them uncompressed on its sample catalog. Each setting compresses each body
 * 2,000 times after 200 to warm up, in this process, one after the other; printed: microseconds
 * per body (the mean of the 2,000) and the compressed size. The server compresses a body once
 * per catalog change when its answer cache is on, on every request when it is off.
 */
import { loadavg } from 'node:os';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { encodeBody } from '../src/server/http/content-encoding';
import { buildShop, startBuiltShop } from './support';

const RUNS = 2_000;
const WARM_UP_RUNS = 200;

const brotli = (quality: number) => (body: Buffer) =>
  brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality } });

const settings: [string, (body: Buffer) => Buffer][] = [
  ["the shop's brotli", (body) => encodeBody(body, 'br')],
  ['brotli 3', brotli(3)],
  ['brotli 4', brotli(4)],
  ['brotli 5', brotli(5)],
  ["the shop's gzip", (body) => encodeBody(body, 'gzip')],
  ['gzip 1', (body) => gzipSync(body, { level: 1 })],
];

function time(compress: (body: Buffer) => Buffer, body: Buffer): { micros: number; bytes: number } {
  for (let run = 0; run < WARM_UP_RUNS; run++) compress(body);
  let bytes = 0;
  const started = process.hrtime.bigint();
  for (let run = 0; run < RUNS; run++) bytes = compress(body).length;
  const micros = Number(process.hrtime.bigint() - started) / RUNS / 1_000;
  return { micros, bytes };
}

buildShop();
const shop = await startBuiltShop('compression');
try {
  const bodies: [string, Buffer][] = [];
  for (const [name, url] of [
    ['list answer, /api/products', '/api/products'],
    ['rendered page, /products', '/products'],
  ] as const) {
    const response = await fetch(`${shop.baseUrl}${url}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    bodies.push([name, Buffer.from(await response.arrayBuffer())]);
  }
  console.log(`load average at start: ${loadavg()[0]!.toFixed(2)}`);
  for (const [name, body] of bodies) {
    console.log(`${name}: ${body.length.toLocaleString('en')} bytes`);
    for (const [setting, compress] of settings) {
      const { micros, bytes } = time(compress, body);
      console.log(
        `  ${setting.padEnd(18)} ${micros.toFixed(1).padStart(7)} µs  ${bytes.toLocaleString('en').padStart(7)} bytes`,
      );
    }
  }
} finally {
  shop.stop();
}
