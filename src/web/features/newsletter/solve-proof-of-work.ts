import type { AltchaWidgetElement } from 'altcha/external';
import { PROOF_OF_WORK_CHALLENGE_PATH } from '../../../domain/auth/proof-of-work';
import { loadAltchaWidget } from '../auth/altcha/load-altcha-widget';

/**
 * The ALTCHA proof of work of the footer form, solved when the form is sent. The form is on
 * every page, so the widget's code is fetched only once the shopper uses the form
 * (`preloadProofOfWork` on its first focus), and each submission gets a widget of its own,
 * invisible and removed afterwards: the server accepts each solved challenge once.
 */

export class ProofOfWorkError extends Error {
  override readonly name = 'ProofOfWorkError';
}

/** Starts fetching the widget's code, so that sending the form does not wait for it. */
export function preloadProofOfWork(): void {
  loadAltchaWidget().catch(() => {
    // Tried again when the form is sent, which reports the failure.
  });
}

/** Resolves once the widget's methods exist (after its own mount). */
function whenMounted(widget: AltchaWidgetElement, loaded: Promise<void>): Promise<void> {
  return typeof widget.verify === 'function' ? Promise.resolve() : loaded;
}

/** Fetches a challenge, solves it inside `host` and returns the payload the server checks. */
export async function solveProofOfWork(host: HTMLElement): Promise<string> {
  await loadAltchaWidget();
  // Created here rather than in JSX: its attributes are set before it connects and mounts.
  const widget = document.createElement('altcha-widget');
  widget.setAttribute('challenge', PROOF_OF_WORK_CHALLENGE_PATH);
  widget.setAttribute('language', 'it');
  widget.setAttribute('auto', 'off');
  widget.setAttribute('display', 'invisible');
  const loaded = new Promise<void>((resolve) => {
    widget.addEventListener('load', () => resolve(), { once: true });
  });
  host.append(widget);
  try {
    await whenMounted(widget, loaded);
    const result = await widget.verify();
    if (!result?.payload) throw new ProofOfWorkError('the proof of work failed');
    return result.payload;
  } finally {
    widget.remove();
  }
}
