import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { escapeHtml } from './escape-html';
import { createMailer, type MailLogger, type MailMessage } from './mailer';
import { parseEml, readOutbox } from './outbox-reader';

const LINK = 'http://localhost:3000/api/newsletter/confirm?token=AbC_dEf-123';
const MESSAGE: MailMessage = {
  to: 'giulia.rossi@esempio.it',
  subject: 'Conferma l’iscrizione: è facile',
  text: `Ciao, conferma l’iscrizione: ${LINK}\nA presto da Vetrina. ${'Perché '.repeat(20)}`,
  html: `<p>Ciao, <a href="${escapeHtml(LINK)}">conferma l’iscrizione</a>.</p>`,
};

function fakeLogger() {
  return { info: vi.fn(), warn: vi.fn() } satisfies MailLogger;
}

function config(overrides: { smtpUrl?: string; isProduction?: boolean } = {}) {
  return {
    smtpUrl: overrides.smtpUrl,
    mailFrom: 'Vetrina <no-reply@vetrina.test>',
    dataDir: mkdtempSync(path.join(tmpdir(), 'vetrina-mail-')),
    isProduction: overrides.isProduction ?? false,
  };
}

describe('file outbox', () => {
  it('writes one parsable .eml per message and logs its path', async () => {
    const logger = fakeLogger();
    const settings = config();
    const mailer = createMailer(settings, logger);
    await mailer.send(MESSAGE);
    await mailer.send({ ...MESSAGE, to: 'secondo@esempio.it' });

    const outbox = path.join(settings.dataDir, 'outbox');
    const files = readdirSync(outbox);
    expect(files).toHaveLength(2);
    expect(files.every((name) => name.endsWith('.eml'))).toBe(true);

    const raw = readFileSync(path.join(outbox, files.sort()[0]!), 'utf8');
    expect(raw).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(raw).toMatch(/^Message-ID: </m);

    const [first, second] = await readOutbox(outbox);
    expect(first).toMatchObject({
      from: 'Vetrina <no-reply@vetrina.test>',
      to: 'giulia.rossi@esempio.it',
      subject: MESSAGE.subject,
      text: MESSAGE.text,
      html: MESSAGE.html,
    });
    expect(first!.text).toContain(LINK);
    expect(first!.html).toContain(`href="${LINK}"`);
    expect(second!.to).toBe('secondo@esempio.it');

    expect(logger.info).toHaveBeenCalledTimes(2);
    expect(logger.info.mock.calls[0]![0]).toContain(first!.file);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('writes messages that only the shop user may read', async () => {
    const settings = config();
    const outbox = path.join(settings.dataDir, 'outbox');
    // A folder left by an earlier version, open to everyone, is closed too.
    mkdirSync(outbox, { mode: 0o755 });
    await createMailer(settings, fakeLogger()).send(MESSAGE);

    expect(statSync(outbox).mode & 0o777).toBe(0o700);
    const [file] = readdirSync(outbox);
    expect(statSync(path.join(outbox, file!)).mode & 0o777).toBe(0o600);
  });

  it('warns once, at creation, when production has no SMTP server', async () => {
    const logger = fakeLogger();
    const mailer = createMailer(config({ isProduction: true }), logger);
    await mailer.send(MESSAGE);
    await mailer.send(MESSAGE);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0]![0]).toContain('SMTP_URL');
  });

  it('reads an empty or missing outbox as no messages', async () => {
    expect(await readOutbox(path.join(tmpdir(), 'vetrina-no-such-outbox'))).toEqual([]);
  });

  it('decodes base64 parts and encoded-word headers', () => {
    const raw = [
      'From: Vetrina <a@b.it>',
      'To: c@d.it',
      'Subject: =?UTF-8?B?w6ggZmFjaWxl?= =?UTF-8?Q?_davvero?=',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('Perché sì').toString('base64'),
    ].join('\r\n');
    expect(parseEml(raw)).toMatchObject({ subject: 'è facile davvero', text: 'Perché sì' });
  });
});

/** A minimal SMTP server: enough of RFC 5321 for nodemailer to deliver one message. */
function startFakeSmtpServer(received: string[]): Promise<Server> {
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let data = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake.smtp.test ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let newline: number;
      while ((newline = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(data);
            data = '';
            reply('250 2.0.0 queued');
          } else {
            data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`;
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') reply('250 fake.smtp.test');
        else if (command === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (command === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 OK');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('SMTP', () => {
  const received: string[] = [];
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = await startFakeSmtpServer(received);
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers to the SMTP server of SMTP_URL and writes no file', async () => {
    const logger = fakeLogger();
    const settings = config({ smtpUrl: `smtp://127.0.0.1:${port}`, isProduction: true });
    await createMailer(settings, logger).send(MESSAGE);

    expect(received).toHaveLength(1);
    const delivered = parseEml(received[0]!);
    expect(delivered).toMatchObject({
      from: 'Vetrina <no-reply@vetrina.test>',
      to: MESSAGE.to,
      subject: MESSAGE.subject,
      text: MESSAGE.text,
    });
    expect(delivered.html).toContain(`href="${LINK}"`);
    expect(readdirSync(settings.dataDir)).not.toContain('outbox');
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('rejects when the SMTP server cannot be reached', async () => {
    const closed = await startFakeSmtpServer([]);
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const mailer = createMailer(
      config({ smtpUrl: `smtp://127.0.0.1:${closedPort}` }),
      fakeLogger(),
    );
    await expect(mailer.send(MESSAGE)).rejects.toThrow();
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
