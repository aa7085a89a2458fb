import { LAYOUT_MESSAGES } from '../../../domain/messages';
import { NEWSLETTER_MAIL_MESSAGES as TEXT } from '../../../domain/newsletter/newsletter.messages';
import { escapeHtml } from '../../mail/escape-html';
import type { MailMessage } from '../../mail/mailer';

/** The double opt-in email: plain text and a simple HTML version with inline styles. */
export function confirmationMail(to: string, confirmUrl: string): MailMessage {
  const shop = LAYOUT_MESSAGES.siteName;
  const text = [
    TEXT.greeting,
    '',
    TEXT.body,
    '',
    confirmUrl,
    '',
    TEXT.validity,
    TEXT.ignore,
    '',
    TEXT.signature,
  ].join('\n');

  const url = escapeHtml(confirmUrl);
  const html = `<!doctype html>
<html lang="it">
<head><meta charset="utf-8"><title>${escapeHtml(TEXT.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#1a1d23;">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px;">
<p style="margin:0 0 24px;font-size:22px;font-weight:800;">${escapeHtml(shop)}</p>
<p style="margin:0 0 16px;">${escapeHtml(TEXT.greeting)}</p>
<p style="margin:0 0 24px;">${escapeHtml(TEXT.body)}</p>
<p style="margin:0 0 24px;"><a href="${url}" style="display:inline-block;padding:12px 24px;border-radius:999px;background:#0b5cad;color:#ffffff;font-weight:700;text-decoration:none;">${escapeHtml(TEXT.button)}</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#555d6b;word-break:break-all;">${url}</p>
<p style="margin:0 0 16px;font-size:14px;color:#555d6b;">${escapeHtml(TEXT.validity)}</p>
<p style="margin:0 0 24px;font-size:14px;color:#555d6b;">${escapeHtml(TEXT.ignore)}</p>
<p style="margin:0;">${escapeHtml(TEXT.signature)}</p>
</div>
</body>
</html>`;

  return { to, subject: TEXT.subject, text, html };
}
