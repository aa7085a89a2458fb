import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../../domain/errors';
import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api-client';
import { interpretResendError, interpretVerifyError } from './verification-errors';

function apiError(
  code: ErrorCode,
  serverMessage: string,
  details?: Record<string, string | number>,
) {
  return new ApiError({ code, status: 400, serverMessage, details });
}

describe('interpretVerifyError', () => {
  it.each([
    [
      apiError('invalid-argument', 'Codice non valido', { attemptsLeft: 2 }),
      {
        kind: 'wrong-code',
        attemptsLeft: 2,
        message: 'Codice errato. Riprova. 2 tentativi rimasti.',
      },
    ],
    [
      apiError('invalid-argument', 'Codice non valido', { attemptsLeft: 0 }),
      {
        kind: 'locked',
        reason: 'attempts',
        message: 'Limite max tentativi superato. Ripeti registrazione.',
      },
    ],
    [
      apiError('resource-exhausted', 'Troppi tentativi falliti. Riprova la registrazione.', {
        reason: 'attempts',
      }),
      {
        kind: 'locked',
        reason: 'attempts',
        message: 'Limite max tentativi superato. Ripeti registrazione.',
      },
    ],
    [
      apiError('deadline-exceeded', 'Il codice è scaduto. Riprova la registrazione.'),
      { kind: 'expired', message: 'Codice scaduto. Richiedi un nuovo codice.' },
    ],
    [
      apiError('not-found', 'Sessione di verifica non trovata. Riprova la registrazione.'),
      {
        kind: 'invalid-session',
        message: 'Sessione di registrazione non valida. Riprova da capo.',
      },
    ],
    [
      apiError('internal', 'Errore nella verifica del codice'),
      { kind: 'other', message: 'Errore durante la verifica. Riprova.' },
    ],
    [
      apiError('invalid-argument', 'Dati non validi.'),
      { kind: 'other', message: 'Errore durante la verifica. Riprova.' },
    ],
    [new Error('boom'), { kind: 'other', message: 'Errore durante la verifica. Riprova.' }],
  ])('%#: maps to the screen message', (error, expected) => {
    expect(interpretVerifyError(error)).toEqual(expected);
  });

  it('keeps the wait of a rate limit, which is not about the code', () => {
    const error = apiError('resource-exhausted', 'Troppi tentativi. Riprova tra 5 minuti.', {
      reason: 'rate-limit',
      retryAfterSeconds: 300,
    });
    expect(interpretVerifyError(error)).toEqual({
      kind: 'other',
      message: 'Troppi tentativi. Riprova tra 5 minuti.',
    });
  });
});

describe('interpretResendError', () => {
  it('locks when the resends are used up', () => {
    expect(
      interpretResendError(
        apiError('resource-exhausted', 'Devi attendere prima di richiedere un nuovo codice.', {
          reason: 'resends',
        }),
      ),
    ).toEqual({
      kind: 'locked',
      reason: 'resends',
      message: 'Superato limite reinvii. Ripeti registrazione.',
    });
  });

  it('reports the cooldown with the server text and the wait', () => {
    expect(
      interpretResendError(
        apiError('resource-exhausted', 'Devi attendere prima di richiedere un nuovo codice.', {
          reason: 'cooldown',
          retryAfterSeconds: 42,
        }),
      ),
    ).toEqual({
      kind: 'cooldown',
      retryAfterSeconds: 42,
      message: 'Devi attendere prima di richiedere un nuovo codice.',
    });
  });

  it('says the session is not valid when the server does not know it', () => {
    expect(
      interpretResendError(
        apiError('not-found', 'Sessione di verifica non trovata. Riprova la registrazione.'),
      ),
    ).toMatchObject({
      kind: 'invalid-session',
      message: 'Sessione di registrazione non valida. Riprova da capo.',
    });
  });

  it('shows the server text of other failures, and the network text offline', () => {
    expect(interpretResendError(apiError('internal', 'Errore nel reinvio del codice'))).toEqual({
      kind: 'other',
      message: 'Errore nel reinvio del codice',
    });
    const offline = new ApiError({
      code: 'internal',
      status: NETWORK_ERROR_STATUS,
      message: 'Impossibile contattare il negozio. Controlla la connessione e riprova.',
    });
    expect(interpretResendError(offline).message).toBe(
      'Impossibile contattare il negozio. Controlla la connessione e riprova.',
    );
  });
});
