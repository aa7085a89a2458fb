import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductGallery } from './product-gallery';
import { ProductImage, TILE_IMAGE_SIZES } from './product-image';

const UPLOADED = '/uploads/products/12/0123456789abcdef01234567-1280.webp';
const NARROW = '/uploads/products/12/fedcba9876543210fedcba98-900.webp';
const ARTWORK = '/uploads/catalog/iphone-16-pro.svg';

function imageSources() {
  return [...document.querySelectorAll('img')].map((img) => ({
    src: img.getAttribute('src'),
    srcset: img.getAttribute('srcset'),
    sizes: img.getAttribute('sizes'),
  }));
}

describe('product images in the shop', () => {
  it('offers every width of an uploaded image, sized for a tile', () => {
    render(<ProductImage className="product-tile__image" src={UPLOADED} alt="Telefono" />);
    expect(screen.getByRole('img', { name: 'Telefono' }).getAttribute('srcset')).toBe(
      '/uploads/products/12/0123456789abcdef01234567-320.webp 320w, ' +
        '/uploads/products/12/0123456789abcdef01234567-640.webp 640w, ' +
        '/uploads/products/12/0123456789abcdef01234567-1280.webp 1280w',
    );
    expect(screen.getByRole('img', { name: 'Telefono' }).getAttribute('sizes')).toBe(
      TILE_IMAGE_SIZES,
    );
  });

  it('leaves the sample artwork as it is', () => {
    render(<ProductImage className="product-tile__image" src={ARTWORK} alt="Telefono" />);
    const img = screen.getByRole('img', { name: 'Telefono' });
    expect(img.getAttribute('src')).toBe(ARTWORK);
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
  });

  it('sizes the gallery’s main image for its column and the thumbnails for their squares', () => {
    render(<ProductGallery images={[UPLOADED, NARROW, ARTWORK]} name="Telefono" />);
    const [main, firstThumb, secondThumb, artworkThumb] = imageSources();
    expect(main?.sizes).toBe('(min-width: 768px) 50vw, 100vw');
    expect(main?.srcset).toContain('-1280.webp 1280w');
    expect(firstThumb?.sizes).toBe('72px');
    expect(secondThumb?.srcset).toBe(
      '/uploads/products/12/fedcba9876543210fedcba98-320.webp 320w, ' +
        '/uploads/products/12/fedcba9876543210fedcba98-640.webp 640w, ' +
        '/uploads/products/12/fedcba9876543210fedcba98-900.webp 900w',
    );
    expect(artworkThumb).toEqual({ src: ARTWORK, srcset: null, sizes: null });
  });
});
