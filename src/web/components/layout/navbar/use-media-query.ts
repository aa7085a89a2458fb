import { useCallback, useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../../../../domain/constants';

/** Spec §9: the bar switches to its mobile form (hamburger drawer) below 768 px. */
export const DESKTOP_MEDIA_QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

/**
 * A mouse or trackpad: section buttons open their mega menu on hover and navigate on click.
 * Otherwise (touch screens: `(hover: none)` or a coarse pointer) a click toggles the menu.
 */
export const FINE_HOVER_MEDIA_QUERY = '(hover: hover) and (pointer: fine)';

function supportsMatchMedia(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}

/** Whether a media query matches, kept up to date; `fallback` where matchMedia is missing. */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!supportsMatchMedia()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (supportsMatchMedia() ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}
