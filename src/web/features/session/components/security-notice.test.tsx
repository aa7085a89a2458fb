import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SessionEnded } from '../../../../domain/session/session-events';
import { CUSTOMER } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { endSessionLocally } from '../forced-logout';
import { dismissSecurityNotice } from '../security-notice.store';
import { renderWithSession } from '../test-support/render-with-session';
import { SecurityNotice } from './security-notice';

function remoteLogout(): SessionEnded {
  return { reason: 'remote-logout', detail: 'Dispositivo smarrito', at: new Date().toISOString() };
}

describe('SecurityNotice', () => {
  beforeEach(() => {
    dismissSecurityNotice();
    document.cookie = 'csrf_token=test-token; path=/';
  });

  const notice = () => screen.queryByRole('alertdialog', { name: 'Avviso di Sicurezza' });

  async function showRemoteLogoutNotice() {
    mockFetch({ 'POST /api/auth/logout': { status: 204 } });
    const view = renderWithSession(<SecurityNotice />, {
      session: { user: CUSTOMER },
      path: '/orders',
    });
    expect(notice()).toBeNull();
    await act(() => endSessionLocally(view.queryClient, remoteLogout()));
    return view;
  }

  it('shows the title, the text and one button, focused', async () => {
    await showRemoteLogoutNotice();
    const dialog = notice();
    expect(dialog?.textContent).toContain(
      "Sessione terminata dall'amministratore. Motivo: Dispositivo smarrito",
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Ho capito']);
    expect(document.activeElement).toBe(buttons[0]);
  });

  it("'Ho capito' closes it and leads to the home page", async () => {
    const view = await showRemoteLogoutNotice();
    fireEvent.click(screen.getByRole('button', { name: 'Ho capito' }));
    await waitFor(() => expect(view.currentPath()).toBe('/'));
    expect(notice()).toBeNull();
  });

  it("Escape does what 'Ho capito' does: it never closes without going home", async () => {
    const view = await showRemoteLogoutNotice();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Ho capito' }), { key: 'Escape' });
    await waitFor(() => expect(view.currentPath()).toBe('/'));
    expect(notice()).toBeNull();
  });
});
