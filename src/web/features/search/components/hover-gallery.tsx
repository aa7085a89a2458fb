import { useState, type PointerEvent } from 'react';
import { ProductImage } from '../../catalog/components/product-image';

/** Spec §2.4: the row thumbnail's hover gallery shows up to 6 images. */
export const HOVER_GALLERY_IMAGES_MAX = 6;

/**
 * Which of `count` images a pointer at `x` (from the left edge of a box `width` wide) shows:
 * the box is cut into `count` equal bands, left to right.
 */
export function galleryIndexAt(x: number, width: number, count: number): number {
  if (count <= 1 || width <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.floor((x / width) * count)));
}

/**
 * A thumbnail that shows the product's other pictures as the pointer moves across it (one
 * band per picture) and the first again when it leaves. Keyboard and screen reader users get
 * the first picture: the gallery is decoration, the row's text names the product.
 */
export function HoverGallery({ images }: { images: readonly string[] }) {
  const pictures = images.slice(0, HOVER_GALLERY_IMAGES_MAX);
  const [index, setIndex] = useState(0);
  const shown = Math.min(index, Math.max(pictures.length - 1, 0));

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (pictures.length < 2) return;
    const box = event.currentTarget.getBoundingClientRect();
    setIndex(galleryIndexAt(event.clientX - box.left, box.width, pictures.length));
  };

  return (
    <span
      className="hover-gallery"
      data-image-index={shown}
      onPointerMove={onPointerMove}
      onPointerLeave={() => setIndex(0)}
    >
      <ProductImage className="hover-gallery__image" src={pictures[shown]} alt="" />
      {pictures.length > 1 ? (
        <span className="hover-gallery__dots" aria-hidden="true">
          {pictures.map((picture, i) => (
            <span
              key={`${i}-${picture}`}
              className={
                i === shown ? 'hover-gallery__dot hover-gallery__dot--on' : 'hover-gallery__dot'
              }
            />
          ))}
        </span>
      ) : null}
    </span>
  );
}
