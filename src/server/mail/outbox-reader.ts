import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Reads the `.eml` files of the file outbox back (API and end-to-end tests, or a developer's
 * script). Understands what nodemailer writes: folded headers, RFC 2047 encoded words,
 * multipart bodies, quoted-printable and base64 parts. Not a general MIME parser.
 */

export interface OutboxMessage {
  file: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): MimePart {
  const normalized = raw.replace(/\r\n/g, '\n');
  const separator = normalized.indexOf('\n\n');
  const head = separator < 0 ? normalized : normalized.slice(0, separator);
  const body = separator < 0 ? '' : normalized.slice(separator + 2);
  const headers = new Map<string, string>();
  let lastName: string | null = null;
  for (const line of head.split('\n')) {
    if (/^[ \t]/.test(line) && lastName) {
      headers.set(lastName, `${headers.get(lastName) ?? ''} ${line.trim()}`);
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    lastName = line.slice(0, colon).trim().toLowerCase();
    headers.set(lastName, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintableBytes(value: string): Buffer {
  const unfolded = value.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < unfolded.length; index += 1) {
    const hex = unfolded.slice(index + 1, index + 3);
    if (unfolded[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(unfolded.charCodeAt(index));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047: =?UTF-8?Q?…?= and =?UTF-8?B?…?=; whitespace between two encoded words vanishes. */
export function decodeHeaderValue(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_match, _charset, encoding: string, text: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decodeQuotedPrintableBytes(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

function decodeBody(part: MimePart): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable')
    return decodeQuotedPrintableBytes(part.body).toString('utf8');
  return part.body;
}

function collectLeaves(part: MimePart, leaves: { type: string; content: string }[]): void {
  const contentType = part.headers.get('content-type') ?? 'text/plain';
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? 'text/plain';
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) return;
    const sections = part.body.split(`--${boundary}`);
    // Before the first delimiter is the preamble; after the closing "--" the epilogue.
    for (const section of sections.slice(1)) {
      if (section.startsWith('--')) break;
      // The line break before a delimiter belongs to the delimiter (RFC 2046).
      collectLeaves(splitPart(section.replace(/^\n/, '').replace(/\n$/, '')), leaves);
    }
    return;
  }
  leaves.push({ type, content: decodeBody(part) });
}

export function parseEml(raw: string, file = ''): OutboxMessage {
  const message = splitPart(raw);
  const leaves: { type: string; content: string }[] = [];
  collectLeaves(message, leaves);
  const header = (name: string) => decodeHeaderValue(message.headers.get(name) ?? '');
  return {
    file,
    from: header('from'),
    to: header('to'),
    subject: header('subject'),
    text: leaves.find((leaf) => leaf.type === 'text/plain')?.content ?? '',
    html: leaves.find((leaf) => leaf.type === 'text/html')?.content ?? '',
  };
}

/** Every message of the outbox, oldest first (file names start with the time). */
export async function readOutbox(outboxDir: string): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = await readdir(outboxDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = names.filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (name) => {
      const file = path.join(outboxDir, name);
      return parseEml(await readFile(file, 'utf8'), file);
    }),
  );
}
