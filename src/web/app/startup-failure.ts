import { COMMON_MESSAGES } from '../../domain/messages';

/**
 * Spec §2.8 for failures before React runs (no root element, a crash while mounting): the same
 * red bar as StartupErrorBar, built with plain DOM.
 */
export function renderStartupFailure(message: string, doc: Document = document): void {
  const bar = doc.createElement('div');
  bar.className = 'startup-error';
  bar.setAttribute('role', 'alert');
  bar.textContent = `${COMMON_MESSAGES.startupErrorPrefix}${message}`;
  doc.body.prepend(bar);
}
