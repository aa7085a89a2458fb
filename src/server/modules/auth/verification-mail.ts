import { VERIFICATION_MAIL_MESSAGES as TEXT } from '../../../domain/auth/auth.messages';
import { LAYOUT_MESSAGES } from '../../../domain/messages';
import { escapeHtml } from '../../mail/escape-html';
import type { MailMessage } from '../../mail/mailer';

type MailKind = 'registration' | 'passwordReset';

/** The email carrying a verification code: plain text and a simple HTML version. */
function codeMail(kind: MailKind, to: string, code: string, firstName = ''): MailMessage {
  const shop = LAYOUT_MESSAGES.siteName;
  const texts = TEXT[kind];
  const greeting = texts.greeting(firstName);
  const text = [
    greeting,
    '',
    texts.body,
    '',
    code,
    '',
    TEXT.validity,
    TEXT.doNotShare,
    texts.ignore,
    '',
    TEXT.signature,
  ].join('\n');

  const html = `<!doctype html>
<html lang="it">
<head><meta charset="utf-8"><title>${escapeHtml(texts.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#1a1d23;">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px;">
<p style="margin:0 0 24px;font-size:22px;font-weight:800;">${escapeHtml(shop)}</p>
<p style="margin:0 0 16px;">${escapeHtml(greeting)}</p>
<p style="margin:0 0 24px;">${escapeHtml(texts.body)}</p>
<p style="margin:0 0 24px;font-size:32px;font-weight:800;letter-spacing:8px;font-family:'Courier New',monospace;">${escapeHtml(code)}</p>
<p style="margin:0 0 16px;font-size:14px;color:#555d6b;">${escapeHtml(TEXT.validity)} ${escapeHtml(TEXT.doNotShare)}</p>
<p style="margin:0 0 24px;font-size:14px;color:#555d6b;">${escapeHtml(texts.ignore)}</p>
<p style="margin:0;">${escapeHtml(TEXT.signature)}</p>
</div>
</body>
</html>`;

  return { to, subject: texts.subject, text, html };
}

export function registrationCodeMail(to: string, firstName: string, code: string): MailMessage {
  return codeMail('registration', to, code, firstName);
}

export function passwordResetCodeMail(to: string, code: string): MailMessage {
  return codeMail('passwordReset', to, code);
}
