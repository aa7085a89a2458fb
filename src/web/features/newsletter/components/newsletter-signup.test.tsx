import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch, type MockRoute } from '../../../test/mock-fetch';
import { NewsletterSignup } from './newsletter-signup';

const INVALID = 'Inserisci un indirizzo email valido.';
const CHECK_INBOX =
  'Controlla la tua casella: ti abbiamo inviato un link per confermare l’iscrizione.';

function renderSignup(route: MockRoute) {
  document.cookie = 'csrf_token=tok-n; path=/';
  const fetchMock = mockFetch({ 'POST /api/newsletter': route });
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <NewsletterSignup /> }]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const field = screen.getByLabelText('Indirizzo di posta elettronica') as HTMLInputElement;
  const submit = screen.getByRole('button', { name: 'Iscriviti' });
  return { fetchMock, field, submit };
}

describe('NewsletterSignup', () => {
  it('has a labelled email field and the Iscriviti button', () => {
    const { field } = renderSignup({ status: 202, body: { message: CHECK_INBOX } });
    expect(field.type).toBe('email');
    expect(screen.getByRole('heading', { name: 'Newsletter' })).toBeTruthy();
  });

  it('shows the Italian error under a bad address, keeps the value and sends nothing', async () => {
    const { fetchMock, field, submit } = renderSignup({ status: 202, body: {} });
    await userEvent.type(field, 'mario@');
    await userEvent.click(submit);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(INVALID);
    expect(field.value).toBe('mario@');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(alert.id);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a good address with the CSRF header and shows the neutral confirmation', async () => {
    const { fetchMock, field, submit } = renderSignup({
      status: 202,
      body: { message: CHECK_INBOX },
    });
    await userEvent.type(field, ' Giulia@Esempio.it ');
    await userEvent.click(submit);
    expect((await screen.findByRole('status')).textContent).toBe(CHECK_INBOX);
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/newsletter')!;
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'giulia@esempio.it' });
    expect(new Headers(init?.headers).get('x-csrf-token')).toBe('tok-n');
    expect(field.value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s refusal of an address under the field, keeping the value', async () => {
    const { field, submit } = renderSignup({
      status: 400,
      body: { error: { code: 'invalid-argument', message: INVALID, fields: { email: INVALID } } },
    });
    await userEvent.type(field, 'giulia@esempio.it');
    await userEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID);
    expect(field.value).toBe('giulia@esempio.it');
  });

  it('asks to retry later when the confirmation email could not be sent', async () => {
    const { field, submit } = renderSignup({
      status: 503,
      body: { error: { code: 'internal', message: 'x' } },
    });
    await userEvent.type(field, 'giulia@esempio.it');
    await userEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Non è stato possibile inviare l’email di conferma. Riprova tra qualche minuto.',
    );
    expect(field.value).toBe('giulia@esempio.it');
  });
});
