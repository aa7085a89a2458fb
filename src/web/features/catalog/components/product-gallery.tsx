import { useRef, useState, type KeyboardEvent } from 'react';
import { PRODUCT_PAGE_MESSAGES } from '../../../../domain/catalog/catalog.messages';
import '../../../styles/catalog.css';
import { ProductImage } from './product-image';
import { PRODUCT_GALLERY_IMAGE_SIZES } from '../../../../domain/catalog/product-image-variants';

/** Thumbnails are 4.5rem squares (catalog.css). */
const THUMBNAIL_IMAGE_SIZES = '72px';

/**
 * The product's main image and its thumbnails. Thumbnails are toggle buttons (aria-pressed)
 * reachable with Tab and operated with Enter/Space; the arrow keys, Home and End also move
 * between them. The first image is the page's largest paint: never lazy, fetched first.
 */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const [selected, setSelected] = useState(0);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;
  const current = Math.min(selected, Math.max(count - 1, 0));

  const choose = (index: number) => {
    const next = (index + count) % count;
    setSelected(next);
    thumbnails.current[next]?.focus();
  };

  const onThumbnailKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        choose(index + 1);
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        choose(index - 1);
        break;
      case 'Home':
        choose(0);
        break;
      case 'End':
        choose(count - 1);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <section className="gallery" aria-label={PRODUCT_PAGE_MESSAGES.galleryLabel}>
      <div className="gallery__main">
        <ProductImage
          className="gallery__image"
          src={images[current]}
          alt={PRODUCT_PAGE_MESSAGES.imageAlt(name, current + 1, count)}
          priority
          fetchPriority={current === 0 ? 'high' : undefined}
          sizes={PRODUCT_GALLERY_IMAGE_SIZES}
        />
      </div>
      {count > 1 ? (
        <ul className="gallery__thumbs" aria-label={PRODUCT_PAGE_MESSAGES.thumbnailsLabel}>
          {images.map((src, index) => (
            <li key={`${index}-${src}`}>
              <button
                ref={(element) => {
                  thumbnails.current[index] = element;
                }}
                type="button"
                className="gallery__thumb"
                aria-pressed={index === current}
                aria-label={PRODUCT_PAGE_MESSAGES.imageOf(index + 1, count)}
                onClick={() => setSelected(index)}
                onKeyDown={(event) => onThumbnailKeyDown(event, index)}
              >
                <ProductImage
                  className="gallery__thumb-image"
                  src={src}
                  alt=""
                  sizes={THUMBNAIL_IMAGE_SIZES}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
