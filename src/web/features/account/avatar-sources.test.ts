import { describe, expect, it } from 'vitest';
import { avatarFilesOf, avatarSrcSet } from './avatar-sources';

describe('avatar sources', () => {
  it('finds every size of an avatar from any one of its files', () => {
    const files = {
      64: '/uploads/avatars/u-1/a1b2-64.webp',
      128: '/uploads/avatars/u-1/a1b2-128.webp',
      256: '/uploads/avatars/u-1/a1b2-256.webp',
    };
    expect(avatarFilesOf(files[64])).toEqual(files);
    expect(avatarFilesOf(files[256])).toEqual(files);
  });

  it('does not guess sizes for other pictures', () => {
    expect(avatarFilesOf('/uploads/anna.png')).toBeNull();
    expect(avatarFilesOf('/uploads/anna-100.webp')).toBeNull();
    expect(avatarFilesOf('-64.webp')).toBeNull();
  });

  it('writes a srcset by width', () => {
    const files = { 64: '/a-64.webp', 128: '/a-128.webp', 256: '/a-256.webp' };
    expect(avatarSrcSet(files, [128, 256])).toBe('/a-128.webp 128w, /a-256.webp 256w');
  });
});
