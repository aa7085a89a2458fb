import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { DESKTOP_MEDIA_QUERY } from './use-media-query';
import { isAnyPanelOpen, useUiPanelsStore } from './ui-panels.store';

/**
 * Spec §2.2: Escape closes every panel (and focus goes back to the element that opened it), a
 * click outside the bar closes them, and so does a route change (every one, not only on mobile:
 * a panel left open over a new page would hide it). Focus moving out of the bar closes them
 * too, so a keyboard user never tabs through content hidden under an open panel. Crossing the
 * mobile breakpoint closes them because the drawer and the mega menus belong to one form each.
 */
export function useNavbarDismiss(rootRef: RefObject<HTMLElement | null>): void {
  const anyOpen = useUiPanelsStore(isAnyPanelOpen);
  const closeAll = useUiPanelsStore((state) => state.closeAll);
  const { key: locationKey } = useLocation();

  useEffect(() => {
    closeAll();
  }, [locationKey, closeAll]);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(DESKTOP_MEDIA_QUERY);
    list.addEventListener('change', closeAll);
    return () => list.removeEventListener('change', closeAll);
  }, [closeAll]);

  useEffect(() => {
    if (!anyOpen) return;
    const isOutside = (target: EventTarget | null) =>
      target instanceof Node && rootRef.current !== null && !rootRef.current.contains(target);

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const { triggerId } = useUiPanelsStore.getState();
      const active = document.activeElement;
      // Focus is only moved back when it was in the bar: Escape while the pointer merely
      // hovers a menu must not pull focus away from, say, a form on the page.
      const focusWasInBar = active === null || active === document.body || !isOutside(active);
      closeAll();
      if (triggerId && focusWasInBar) document.getElementById(triggerId)?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (isOutside(event.target)) closeAll();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (isOutside(event.target)) closeAll();
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [anyOpen, closeAll, rootRef]);
}
