import { describe, expect, it } from 'vitest';
import { orderSchema, type Order } from '../../../domain/orders/order.schema';
import { orderAmounts } from '../../../domain/orders/vat';
import type { MailMessage } from '../../mail/mailer';
import { orderConfirmationMail } from './order-confirmation-mail';

const PUBLIC_URL = 'https://negozio.example';
const HOSTILE_NAME = '<b>Phone & "Co"</b>';

interface LineInput {
  name: string;
  unitPriceCents: number;
  quantity: number;
}

/** An order as the API answers it, checked against the contract. */
function anOrder({
  lines = [
    { name: 'Smartphone Nova 12', unitPriceCents: 79_900, quantity: 1 },
    { name: 'Cover in silicone', unitPriceCents: 1_990, quantity: 2 },
  ],
  shippingMethod = 'express',
  ...changes
}: Partial<Omit<Order, 'lines'>> & { lines?: LineInput[] } = {}): Order {
  const shippingCents = shippingMethod === 'express' ? 990 : 0;
  const amounts = orderAmounts(lines, shippingCents);
  return orderSchema.parse({
    id: '3f1c2a9e-5b7d-4e8f-9a0b-1c2d3e4f5a6b',
    number: 'VT-2026-000123',
    status: 'paid',
    // 00:30 on 1 December in Rome.
    createdAt: '2026-11-30T23:30:00.000Z',
    totalCents: amounts.totalCents,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    lines: lines.map((line, index) => ({
      productId: index + 1,
      slug: `prodotto-${index + 1}`,
      image: null,
      ...line,
      lineTotalCents: line.unitPriceCents * line.quantity,
    })),
    subtotalCents: amounts.subtotalCents,
    shippingCents,
    vatCents: amounts.vatCents,
    shippingMethod,
    shippingAddress: {
      fullName: 'Giulia Bianchi',
      street: 'Via Roma 10',
      streetExtra: 'Scala B, interno 4',
      postalCode: '20121',
      city: 'Milano',
      province: 'MI',
      countryCode: 'IT',
      phone: '+393331234567',
    },
    invoice: { kind: 'person', taxCode: 'RSSMRA85T10A562S' },
    delivery: { earliest: '2026-12-02', latest: '2026-12-03' },
    payment: {
      provider: 'test',
      cardBrand: 'visa',
      cardLast4: '4242',
      paidAt: '2026-11-30T23:31:00.000Z',
    },
    reservedUntil: null,
    history: [
      { status: 'pending_payment', at: '2026-11-30T23:30:00.000Z' },
      { status: 'paid', at: '2026-11-30T23:31:00.000Z' },
    ],
    trackingNumber: null,
    returnRequestedAt: null,
    returnDeadline: null,
    canRequestReturn: false,
    ...changes,
  });
}

/** The email for an order; Intl writes a no-break space before "€", read here as a space. */
function mailFor(order: Order, to = 'giulia@esempio.it'): MailMessage {
  const mail = orderConfirmationMail(order, PUBLIC_URL, to);
  const spaced = (text: string) => text.replace(/\u00a0/g, ' ');
  return { ...mail, text: spaced(mail.text), html: spaced(mail.html) };
}

describe('order confirmation email', () => {
  const mail = mailFor(anOrder());

  it('goes to the customer with the order number in the subject', () => {
    expect(mail.to).toBe('giulia@esempio.it');
    expect(mail.subject).toBe('Conferma ordine VT-2026-000123');
    expect(mail.html).toContain('<html lang="it">');
  });

  it.each([
    ['text', mail.text],
    ['HTML', mail.html],
  ])('summarizes the order in the %s version', (_version, body) => {
    expect(body).toContain('Ciao Giulia Bianchi,');
    expect(body).toContain('VT-2026-000123');
    // The day in Italy, not in UTC.
    expect(body).toContain('1 dicembre 2026');
    expect(body).toContain('Smartphone Nova 12 × 1');
    expect(body).toContain('799,00 €');
    expect(body).toContain('Cover in silicone × 2');
    expect(body).toContain('39,80 €');
    expect(body).toContain('838,80 €');
    expect(body).toContain('Spedizione express');
    expect(body).toContain('9,90 €');
    expect(body).toContain('848,70 €');
    expect(body).toContain('di cui IVA 22%');
    // 848,70 × 22 / 122, rounded to the cent.
    expect(body).toContain('153,04 €');
    expect(body).toContain('Visa che termina con 4242');
    expect(body).toContain('Via Roma 10');
    expect(body).toContain('Scala B, interno 4');
    expect(body).toContain('20121 Milano (MI)');
    expect(body).toContain('+393331234567');
    expect(body).toContain('Consegna prevista tra mercoledì 2 e giovedì 3 dicembre');
    expect(body).toContain('Fattura richiesta');
    expect(body).toContain('Codice fiscale: RSSMRA85T10A562S');
    expect(body).toContain('https://negozio.example/orders/VT-2026-000123');
    expect(body).toContain('Hai 14 giorni dalla consegna per recedere');
    expect(body).toContain('https://negozio.example/returns');
    expect(body).toContain('Il team di Vetrina');
  });

  it('puts the amounts in the text version beside their labels', () => {
    expect(mail.text).toContain('- Smartphone Nova 12 × 1: 799,00 €');
    expect(mail.text).toContain('Subtotale: 838,80 €');
    expect(mail.text).toContain('Spedizione express: 9,90 €');
    expect(mail.text).toContain('Totale: 848,70 €');
    expect(mail.text).toContain('di cui IVA 22%: 153,04 €');
  });

  it('links to the order page and the returns page in the HTML version', () => {
    expect(mail.html).toContain('href="https://negozio.example/orders/VT-2026-000123"');
    expect(mail.html).toContain('href="https://negozio.example/returns"');
  });

  it('has no HTML tags in the text version', () => {
    expect(mail.text).not.toMatch(/<[a-z!/][^>]*>/i);
  });

  it('escapes the values it puts into the HTML', () => {
    const order = anOrder({
      lines: [{ name: HOSTILE_NAME, unitPriceCents: 1_000, quantity: 1 }],
      shippingAddress: { ...anOrder().shippingAddress, fullName: 'Anna <i>Rossi</i>' },
    });
    const hostile = mailFor(order, 'anna@esempio.it');

    expect(hostile.html).toContain('&lt;b&gt;Phone &amp; &quot;Co&quot;&lt;/b&gt; × 1');
    expect(hostile.html).toContain('Ciao Anna &lt;i&gt;Rossi&lt;/i&gt;,');
    expect(hostile.html).not.toContain('<b>');
    expect(hostile.html).not.toContain('<i>');
    // Plain text shows the name as written.
    expect(hostile.text).toContain(`${HOSTILE_NAME} × 1: 10,00 €`);
  });

  it('shows free standard shipping and leaves out what the order does not have', () => {
    const order = anOrder({
      shippingMethod: 'standard',
      invoice: null,
      delivery: null,
      payment: { provider: 'stripe', cardBrand: null, cardLast4: null, paidAt: null },
    });
    const plain = mailFor(order);

    expect(plain.text).toContain('Spedizione standard: Gratuita');
    expect(plain.text).toContain('Totale: 838,80 €');
    expect(plain.text).toContain('Pagamento: Carta di credito o di debito');
    for (const body of [plain.text, plain.html]) {
      expect(body).toContain('Gratuita');
      expect(body).not.toContain('9,90 €');
      expect(body).not.toContain('Consegna prevista');
      expect(body).not.toContain('Fattura richiesta');
      expect(body).not.toContain('termina con');
    }
  });

  it('lists the company data of a company invoice', () => {
    const order = anOrder({
      invoice: {
        kind: 'company',
        companyName: 'Bianchi & Figli S.r.l.',
        vatNumber: '01234567897',
        taxCode: null,
        sdiCode: '0000000',
        pec: 'amministrazione@pec.bianchi.it',
      },
    });
    const company = mailFor(order);

    expect(company.text).toContain(
      [
        'Fattura richiesta',
        'Bianchi & Figli S.r.l.',
        'Partita IVA: 01234567897',
        'Codice destinatario SDI: 0000000',
        'PEC: amministrazione@pec.bianchi.it',
      ].join('\n'),
    );
    expect(company.html).toContain('Bianchi &amp; Figli S.r.l.');
    expect(company.text).not.toContain('Codice fiscale');
  });
});
