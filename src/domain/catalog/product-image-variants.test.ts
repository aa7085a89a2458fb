import { describe, expect, it } from 'vitest';
import {
  parseVariantUrl,
  productImageSrcSet,
  productImageUrl,
  variantFileName,
  variantWidthsFor,
} from './product-image-variants';

describe('variantWidthsFor', () => {
  it('writes the three standard widths for an image wider than the largest', () => {
    expect(variantWidthsFor(4000)).toEqual([320, 640, 1280]);
    expect(variantWidthsFor(1280)).toEqual([320, 640, 1280]);
  });

  it('never enlarges: a narrower image ends with its own width', () => {
    expect(variantWidthsFor(900)).toEqual([320, 640, 900]);
    expect(variantWidthsFor(640)).toEqual([320, 640]);
    expect(variantWidthsFor(200)).toEqual([200]);
  });
});

describe('productImageSrcSet', () => {
  const hash = 'a1b2c3d4e5f60718293a4b5c';

  it('lists every copy of an uploaded image by its width', () => {
    const url = productImageUrl(42, variantFileName(hash, 1280));
    expect(url).toBe(`/uploads/products/42/${hash}-1280.webp`);
    expect(productImageSrcSet(url)).toBe(
      `/uploads/products/42/${hash}-320.webp 320w, /uploads/products/42/${hash}-640.webp 640w, /uploads/products/42/${hash}-1280.webp 1280w`,
    );
  });

  it('stops at the width of a small upload', () => {
    expect(productImageSrcSet(`/uploads/products/7/${hash}-500.webp`)).toBe(
      `/uploads/products/7/${hash}-320.webp 320w, /uploads/products/7/${hash}-500.webp 500w`,
    );
  });

  it('leaves other images alone', () => {
    expect(productImageSrcSet('/uploads/catalog/phone-1.svg')).toBeNull();
    expect(productImageSrcSet(`/uploads/products/7/${hash}-original.png`)).toBeNull();
    expect(
      productImageSrcSet(`https://example.com/uploads/products/7/${hash}-640.webp`),
    ).toBeNull();
    expect(parseVariantUrl(`/uploads/products/7/${hash}-0.webp`)).toBeNull();
  });
});
