import { VERIFICATION_MAIL_MESSAGES } from '../../../domain/auth/auth.messages';
import { LAYOUT_MESSAGES } from '../../../domain/messages';
import { escapeHtml } from '../../mail/escape-html';
import type { MailMessage } from '../../mail/mailer';

/**
 * The two emails of an email change: the code, to the new address, and the notice that the
 * change was made, to the old one (so the holder of the old address learns of a change they did
 * not make). Plain text and a simple HTML version, as the other code emails.
 */

export const EMAIL_CHANGE_MAIL_MESSAGES = {
  code: {
    subject: 'Il tuo codice per cambiare l’email di Vetrina',
    body: 'hai chiesto di usare questo indirizzo per il tuo account Vetrina. Per confermarlo inserisci questo codice:',
    ignore:
      'Se non hai chiesto tu questo cambio, ignora questo messaggio: senza il codice l’indirizzo dell’account non cambia.',
  },
  notice: {
    subject: 'L’email del tuo account Vetrina è cambiata',
    body: (newEmail: string) =>
      `l’indirizzo email del tuo account Vetrina è stato cambiato in ${newEmail}. Da ora per accedere usa il nuovo indirizzo: a questo non riceverai più i messaggi dell’account.`,
    notYou: (contactUrl: string) =>
      `Se non sei stato tu, contatta subito il servizio clienti di Vetrina: ${contactUrl}`,
  },
  greeting: (firstName: string | null) => (firstName ? `Ciao ${firstName},` : 'Ciao,'),
} as const;

const TEXT = EMAIL_CHANGE_MAIL_MESSAGES;
const COMMON = VERIFICATION_MAIL_MESSAGES;

interface MailContent {
  to: string;
  subject: string;
  /** Paragraphs, in order; `highlight` is shown large (the code). */
  paragraphs: { text: string; highlight?: boolean; small?: boolean }[];
}

function composeMail({ to, subject, paragraphs }: MailContent): MailMessage {
  const shop = LAYOUT_MESSAGES.siteName;
  const text = [...paragraphs.map((p) => p.text), COMMON.signature].join('\n\n');
  const style = (p: MailContent['paragraphs'][number]) =>
    p.highlight
      ? "margin:0 0 24px;font-size:32px;font-weight:800;letter-spacing:8px;font-family:'Courier New',monospace;"
      : p.small
        ? 'margin:0 0 16px;font-size:14px;color:#555d6b;'
        : 'margin:0 0 16px;';
  const html = `<!doctype html>
<html lang="it">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#1a1d23;">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px;">
<p style="margin:0 0 24px;font-size:22px;font-weight:800;">${escapeHtml(shop)}</p>
${paragraphs.map((p) => `<p style="${style(p)}">${escapeHtml(p.text)}</p>`).join('\n')}
<p style="margin:0;">${escapeHtml(COMMON.signature)}</p>
</div>
</body>
</html>`;
  return { to, subject, text, html };
}

/** The code, to the new address. */
export function emailChangeCodeMail(
  to: string,
  firstName: string | null,
  code: string,
): MailMessage {
  return composeMail({
    to,
    subject: TEXT.code.subject,
    paragraphs: [
      { text: TEXT.greeting(firstName) },
      { text: TEXT.code.body },
      { text: code, highlight: true },
      { text: `${COMMON.validity} ${COMMON.doNotShare}`, small: true },
      { text: TEXT.code.ignore, small: true },
    ],
  });
}

/** The shop's contact page, named in the notice. */
export function contactPageUrl(publicUrl: string): string {
  return new URL('/contact', publicUrl).toString();
}

/** The notice, to the old address, once the change is made. */
export function emailChangedNoticeMail(
  to: string,
  values: { firstName: string | null; newEmail: string; publicUrl: string },
): MailMessage {
  return composeMail({
    to,
    subject: TEXT.notice.subject,
    paragraphs: [
      { text: TEXT.greeting(values.firstName) },
      { text: TEXT.notice.body(values.newEmail) },
      { text: TEXT.notice.notYou(contactPageUrl(values.publicUrl)), small: true },
    ],
  });
}
