import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp, loaded on the first picture the shop reads rather than at start: it and its libvips
 * take about 19 MB of memory that a server no one uploads to never needs.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
