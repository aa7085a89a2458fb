import { useId, useRef, useState, type DragEvent } from 'react';
import { PRODUCT_MESSAGES as M } from '../../../../../domain/admin/products.messages';
import type { AdminProduct } from '../../../../../domain/admin/products.schema';
import { notify } from '../../../notifications/notifications.store';
import { adminFailureText } from '../../shared/admin-error';
import { useRemoveProductImage } from '../api/remove-product-image';
import { useReorderProductImages } from '../api/reorder-product-images';
import { useUploadProductImages, type UploadProgress } from '../api/upload-product-images';
import './product-images.css';

/** What the file picker offers; the server checks the bytes whatever the picker let through. */
const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp,image/avif';

function moved(images: readonly string[], from: number, to: number): string[] {
  const next = [...images];
  const [image] = next.splice(from, 1);
  if (image !== undefined) next.splice(to, 0, image);
  return next;
}

/**
 * The product's images in the editor: upload several at once (picker or drop) with a progress
 * bar, reorder by drag or with the "Sposta su/giù" buttons, remove. Each change is saved at once.
 */
export function ProductImagesSection({ product }: { product: AdminProduct }) {
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadProductImages(product.id);
  const reorder = useReorderProductImages(product.id);
  const remove = useRemoveProductImage(product.id);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dropActive, setDropActive] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  /** After a keyboard move, the button to focus again: `${url} up|down`. */
  const focusAfterMove = useRef<string | null>(null);

  const images = reorder.isPending && reorder.variables ? reorder.variables : product.images;
  const count = images.length;
  const busy = reorder.isPending || remove.isPending;

  async function send(files: File[]) {
    if (files.length === 0 || upload.isPending) return;
    setProgress({ phase: 'sending', percent: 0 });
    try {
      const { added = 0 } = await upload.mutateAsync({ files, onProgress: setProgress });
      notify(added > 0 ? M.imagesUploaded(added) : M.imagesUnchanged, {
        kind: added > 0 ? 'success' : 'info',
      });
    } catch (error) {
      notify(adminFailureText(error), { kind: 'error' });
    } finally {
      setProgress(null);
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  async function move(from: number, to: number, focusKey?: string) {
    if (busy || to < 0 || to >= count || from === to) return;
    const url = images[from];
    focusAfterMove.current = focusKey && url ? `${url} ${focusKey}` : null;
    try {
      await reorder.mutateAsync(moved(images, from, to));
      setAnnouncement(M.imageMoved(to + 1, count));
    } catch (error) {
      notify(adminFailureText(error), { kind: 'error' });
    }
  }

  async function removeImage(url: string) {
    if (busy) return;
    try {
      await remove.mutateAsync(url);
      notify(M.imageRemoved, { kind: 'success' });
    } catch (error) {
      notify(adminFailureText(error), { kind: 'error' });
    }
  }

  function onZoneDrop(event: DragEvent<HTMLDivElement>) {
    setDropActive(false);
    if (event.dataTransfer.files.length === 0) return;
    event.preventDefault();
    void send([...event.dataTransfer.files]);
  }

  function onItemDrop(event: DragEvent<HTMLLIElement>, to: number) {
    if (dragFrom === null) return;
    event.preventDefault();
    const from = dragFrom;
    setDragFrom(null);
    void move(from, to);
  }

  /** Puts the focus back on the moved image's button once the list shows the new order. */
  function focusRef(url: string, key: 'up' | 'down') {
    return (element: HTMLButtonElement | null) => {
      if (element && focusAfterMove.current === `${url} ${key}` && !element.disabled) {
        focusAfterMove.current = null;
        element.focus();
      }
    };
  }

  return (
    <section className="admin-card product-images" aria-labelledby={headingId}>
      <h2 id={headingId}>{M.imagesLabel}</h2>
      <p>{M.imagesIntro}</p>
      <div
        className={`product-images__drop${dropActive ? ' product-images__drop--active' : ''}`}
        onDragOver={(event) => {
          if (event.dataTransfer.types.includes('Files')) {
            event.preventDefault();
            setDropActive(true);
          }
        }}
        onDragLeave={() => setDropActive(false)}
        onDrop={onZoneDrop}
      >
        <label className="admin-button">
          {M.imagesChoose}
          <input
            ref={inputRef}
            className="product-images__input"
            type="file"
            multiple
            accept={ACCEPTED_TYPES}
            disabled={upload.isPending}
            onChange={(event) => void send([...(event.target.files ?? [])])}
          />
        </label>
        <span>{M.imagesDropZone}</span>
      </div>
      {progress ? (
        <div className="product-images__progress">
          <span>
            {progress.phase === 'sending'
              ? M.imagesUploadingPercent(progress.percent)
              : M.imagesProcessing}
          </span>
          <progress
            aria-label={M.imagesUploading}
            max={100}
            value={progress.phase === 'sending' ? progress.percent : undefined}
          />
        </div>
      ) : null}
      {count === 0 ? (
        <p>{M.imagesNone}</p>
      ) : (
        <>
          <p className="product-images__hint">{M.imageDragHint}</p>
          <ol className="product-images__list" aria-label={M.imagesListLabel}>
            {images.map((url, index) => (
              <li
                key={url}
                className={`product-images__item${dragFrom === index ? ' product-images__item--dragging' : ''}`}
                draggable={!busy}
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', url);
                  setDragFrom(index);
                }}
                onDragEnd={() => setDragFrom(null)}
                onDragOver={(event) => {
                  if (dragFrom !== null) event.preventDefault();
                }}
                onDrop={(event) => onItemDrop(event, index)}
              >
                <span className="product-images__position">{M.imagePosition(index + 1)}</span>
                <img
                  className="product-images__thumb"
                  src={url}
                  alt={M.imageAlt(index + 1, count)}
                  width={96}
                  height={96}
                  loading="lazy"
                />
                <div className="product-images__actions">
                  <button
                    ref={focusRef(url, 'up')}
                    type="button"
                    className="admin-button admin-button--small"
                    aria-label={M.imageMoveUp(index + 1, count)}
                    disabled={index === 0}
                    aria-disabled={busy || undefined}
                    onClick={() => void move(index, index - 1, index - 1 === 0 ? 'down' : 'up')}
                  >
                    {M.imageMoveUpShort}
                  </button>
                  <button
                    ref={focusRef(url, 'down')}
                    type="button"
                    className="admin-button admin-button--small"
                    aria-label={M.imageMoveDown(index + 1, count)}
                    disabled={index === count - 1}
                    aria-disabled={busy || undefined}
                    onClick={() =>
                      void move(index, index + 1, index + 1 === count - 1 ? 'up' : 'down')
                    }
                  >
                    {M.imageMoveDownShort}
                  </button>
                  <button
                    type="button"
                    className="admin-button admin-button--small admin-button--danger"
                    aria-label={M.imageRemove(index + 1, count)}
                    aria-disabled={busy || undefined}
                    onClick={() => void removeImage(url)}
                  >
                    {M.imageRemoveShort}
                  </button>
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}
