import {
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import '../../styles/modal-dialog.css';

export interface ModalDialogProps {
  title: string;
  /** The text the dialog is described by (read out when it opens). */
  description: ReactNode;
  /** The buttons, in reading order. */
  actions: ReactNode;
  /** Focused when the dialog opens: the safe choice. */
  initialFocusRef: RefObject<HTMLElement | null>;
  /** Escape (or any other close request). Without it the dialog cannot be dismissed that way. */
  onCancel?: () => void;
  /** An urgent message that needs an answer (a time-out, a security notice). */
  alert?: boolean;
  /** Anything after the description, e.g. a live region. */
  children?: ReactNode;
}

// Old browsers and jsdom have <dialog> without showModal(): the open attribute shows it instead.
function openDialog(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}

function closeDialog(dialog: HTMLDialogElement): void {
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}

/**
 * A modal dialog on the native <dialog> (showModal: the page behind is inert and focus stays
 * inside). Open while mounted: focus moves to `initialFocusRef` and returns on unmount to where
 * it was. Labelled by its title, described by `description`.
 */
export function ModalDialog({
  title,
  description,
  actions,
  initialFocusRef,
  onCancel,
  alert = false,
  children,
}: ModalDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDialogElement | null>(null);
  // Set while this component closes the dialog itself, so its own close is not mistaken for
  // one the browser made.
  const closingRef = useRef(false);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closingRef.current = false;
    openDialog(dialog);
    initialFocusRef.current?.focus();
    return () => {
      closingRef.current = true;
      closeDialog(dialog);
      if (previous?.isConnected) previous.focus();
    };
  }, [initialFocusRef]);

  const requestCancel = () => {
    onCancel?.();
  };

  // Escape is handled here and its default prevented, so the browser does not close the
  // dialog behind React's back; a dialog without onCancel simply stays.
  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    requestCancel();
  };

  // Other close requests (a phone's back gesture) arrive as `cancel`.
  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    requestCancel();
  };

  // A browser may still close a modal whose cancel was refused (Chrome does on a repeated
  // request): it is shown again, so what it says is only ever dismissed through its buttons.
  const handleClose = () => {
    const dialog = dialogRef.current;
    if (!dialog || closingRef.current) return;
    openDialog(dialog);
    requestCancel();
  };

  return (
    <dialog
      ref={dialogRef}
      className="modal-dialog"
      role={alert ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onKeyDown={handleKeyDown}
      onCancel={handleCancel}
      onClose={handleClose}
    >
      <h2 id={titleId} className="modal-dialog__title">
        {title}
      </h2>
      <p id={descriptionId} className="modal-dialog__description">
        {description}
      </p>
      {children}
      <div className="modal-dialog__actions">{actions}</div>
    </dialog>
  );
}
