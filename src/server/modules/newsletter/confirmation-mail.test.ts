import { describe, expect, it } from 'vitest';
import { confirmationMail } from './confirmation-mail';

describe('confirmation email', () => {
  const link = 'https://negozio.example/api/newsletter/confirm?token=abc&x="<b>"';
  const mail = confirmationMail('giulia@esempio.it', link);

  it('is Italian, names the shop and carries the link in both versions', () => {
    expect(mail.to).toBe('giulia@esempio.it');
    expect(mail.subject).toBe('Conferma la tua iscrizione alla newsletter di Vetrina');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('Il link è valido per 48 ore');
    expect(mail.html).toContain('<html lang="it">');
    expect(mail.html).toContain('Vetrina');
    expect(mail.html).toContain('Conferma l’iscrizione');
  });

  it('escapes the values it puts into the HTML', () => {
    const escaped = 'token=abc&amp;x=&quot;&lt;b&gt;&quot;';
    expect(mail.html).toContain(`href="https://negozio.example/api/newsletter/confirm?${escaped}"`);
    expect(mail.html).not.toContain('<b>');
  });
});
