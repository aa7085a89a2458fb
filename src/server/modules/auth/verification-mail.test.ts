import { describe, expect, it } from 'vitest';
import { passwordResetCodeMail, registrationCodeMail } from './verification-mail';

describe('registration code email', () => {
  const mail = registrationCodeMail('giulia@esempio.it', 'Giulia', '042917');

  it('is Italian, names the shop, and carries the code and its 15-minute validity', () => {
    expect(mail.to).toBe('giulia@esempio.it');
    expect(mail.subject).toBe('Il tuo codice di verifica per Vetrina');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain('042917');
      expect(body).toContain('Il codice è valido per 15 minuti.');
      expect(body).toContain('Vetrina');
      expect(body).toContain('Ciao Giulia,');
    }
    expect(mail.html).toContain('<html lang="it">');
  });

  it('escapes the values it puts into the HTML', () => {
    const hostile = registrationCodeMail('x@esempio.it', '<img src=x onerror="alert(1)">', '1');
    expect(hostile.html).not.toContain('<img');
    expect(hostile.html).toContain('Ciao &lt;img src=x onerror=&quot;alert(1)&quot;&gt;,');
  });
});

describe('password reset code email', () => {
  it('carries the code, its validity and what to do if the request was not yours', () => {
    const mail = passwordResetCodeMail('mario@esempio.it', '731005');
    expect(mail.subject).toBe('Il tuo codice per reimpostare la password di Vetrina');
    expect(mail.text).toContain('731005');
    expect(mail.html).toContain('731005');
    expect(mail.text).toContain('Il codice è valido per 15 minuti.');
    expect(mail.text).toContain('la password attuale resta valida');
  });
});
