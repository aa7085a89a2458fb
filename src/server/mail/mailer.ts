import { randomBytes } from 'node:crypto';
import { chmod, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Config } from '../config';

/**
 * Outgoing email. With SMTP_URL the messages go to that SMTP server; without it (development,
 * tests, `npm start`) each message becomes one RFC 822 `.eml` file in DATA_DIR/outbox, which
 * any mail client opens and the end-to-end tests read (docs: ARCHITECTURE "Outside world").
 */

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Resolves once the message was handed over (SMTP server accepted it, or file written). */
  send(message: MailMessage): Promise<void>;
}

export type MailerConfig = Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'isProduction'>;
export type MailLogger = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/**
 * nodemailer waits up to minutes for a silent server by default; a shopper waiting for the
 * answer to "Iscriviti" should get the "try again" message much sooner.
 */
const SMTP_TIMEOUTS_MS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
} as const;

export const OUTBOX_DIR_NAME = 'outbox';
const OUTBOX_DIR_MODE = 0o700;
const OUTBOX_FILE_MODE = 0o600;

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // Values written in the URL (e.g. ?connectionTimeout=…) take precedence over these defaults.
  const transport = createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS_MS });
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/** Sortable by name (time first), unique within the millisecond. */
function outboxFileName(now: Date): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
}

export function createOutboxMailer(outboxDir: string, from: string, logger: MailLogger): Mailer {
  // streamTransport composes the exact message an SMTP server would receive, without sending it.
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await composer.sendMail({ from, ...message });
      if (!Buffer.isBuffer(info.message)) throw new Error('the outbox expects a buffered message');
      // Messages hold codes and links that open accounts: only the shop's own user may read
      // them. chmod as well, for a folder made before (mkdir keeps an existing folder's mode).
      await mkdir(outboxDir, { recursive: true, mode: OUTBOX_DIR_MODE });
      await chmod(outboxDir, OUTBOX_DIR_MODE);
      const file = path.join(outboxDir, outboxFileName(new Date()));
      // Written aside, then renamed: a reader never sees half a message.
      const partial = `${file}.partial`;
      await writeFile(partial, info.message, { mode: OUTBOX_FILE_MODE });
      await rename(partial, file);
      logger.info(`email "${message.subject}" written to ${file}`);
    },
  };
}

/** The mailer the configuration asks for: SMTP when SMTP_URL is set, else the file outbox. */
export function createMailer(config: MailerConfig, logger: MailLogger): Mailer {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl, config.mailFrom);
  if (config.isProduction) {
    // Spec §8: a default provider in production deserves a warning.
    logger.warn('NODE_ENV=production without SMTP_URL: emails are only written to DATA_DIR/outbox');
  }
  return createOutboxMailer(path.join(config.dataDir, OUTBOX_DIR_NAME), config.mailFrom, logger);
}
