/**
 * The ALTCHA widget, loaded on demand by <AltchaField /> so it stays out of the start-up chunk.
 * The `external` build because of the Content-Security-Policy: it injects no <style> and
 * carries no inline (blob) workers; its CSS is a file of its own and the SHA-256 worker is
 * bundled by Vite as a same-origin script (worker-src 'self').
 */
import type { AltchaWidgetElement } from 'altcha/external';
import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/it';
import ShaWorker from 'altcha/workers/sha?worker';

/** The algorithm of our challenges (server/security/altcha.ts: ALTCHA_ALGORITHM). */
globalThis.$altcha.algorithms.set('SHA-256', () => new ShaWorker());

export type { AltchaWidgetElement };
