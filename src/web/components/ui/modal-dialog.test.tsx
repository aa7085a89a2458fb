import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalDialog } from './modal-dialog';

function Example({ onCancel, alert }: { onCancel?: () => void; alert?: boolean }) {
  const [open, setOpen] = useState(false);
  const confirmRef = useRef<HTMLButtonElement | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Apri
      </button>
      {open ? (
        <ModalDialog
          title="Titolo della finestra"
          description="Il testo che la descrive."
          initialFocusRef={confirmRef}
          onCancel={
            onCancel
              ? () => {
                  onCancel();
                  setOpen(false);
                }
              : undefined
          }
          alert={alert}
          actions={
            <>
              <button type="button" onClick={() => setOpen(false)}>
                Annulla
              </button>
              <button type="button" ref={confirmRef} onClick={() => setOpen(false)}>
                Conferma
              </button>
            </>
          }
        >
          <p>Altro contenuto</p>
        </ModalDialog>
      ) : null}
    </>
  );
}

function descriptionOf(element: HTMLElement) {
  const id = element.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
}

async function openExample(props: Parameters<typeof Example>[0] = {}) {
  const user = userEvent.setup();
  render(<Example {...props} />);
  const opener = screen.getByRole('button', { name: 'Apri' });
  await user.click(opener);
  return { user, opener };
}

describe('ModalDialog', () => {
  afterEach(() => {
    // Tests that give jsdom a showModal take it back.
    delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal;
    delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).close;
  });

  it('is labelled by its title, described by its text and focuses the given button', async () => {
    await openExample();
    const dialog = screen.getByRole('dialog', { name: 'Titolo della finestra' });
    expect(descriptionOf(dialog)).toBe('Il testo che la descrive.');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Conferma' }));
    expect(dialog.textContent).toContain('Altro contenuto');
  });

  it('is an alert dialog when asked', async () => {
    await openExample({ alert: true });
    expect(screen.getByRole('alertdialog', { name: 'Titolo della finestra' }).tagName).toBe(
      'DIALOG',
    );
  });

  it('gives focus back to where it was when it closes', async () => {
    const { user, opener } = await openExample();
    await user.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('calls onCancel on Escape', async () => {
    const onCancel = vi.fn();
    const { user, opener } = await openExample({ onCancel });
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('stays open on Escape when it cannot be cancelled, the key kept from the browser', async () => {
    await openExample();
    const dialog = screen.getByRole('dialog');
    const notPrevented = fireEvent.keyDown(screen.getByRole('button', { name: 'Conferma' }), {
      key: 'Escape',
    });
    expect(notPrevented).toBe(false);
    expect(dialog.isConnected).toBe(true);
    expect(dialog.hasAttribute('open')).toBe(true);
  });

  it('uses showModal where the browser has it, and close when it goes', async () => {
    const showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    const close = vi.fn(function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    });
    Object.assign(HTMLDialogElement.prototype, { showModal, close });
    const { user } = await openExample();
    expect(showModal).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it("refuses the browser's cancel request and passes it to onCancel", async () => {
    const onCancel = vi.fn();
    await openExample({ onCancel });
    const cancel = new Event('cancel', { cancelable: true });
    screen.getByRole('dialog').dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('reopens when the browser closes it anyway', async () => {
    await openExample();
    const dialog = screen.getByRole('dialog');
    dialog.removeAttribute('open');
    dialog.dispatchEvent(new Event('close'));
    expect(dialog.hasAttribute('open')).toBe(true);
  });
});
