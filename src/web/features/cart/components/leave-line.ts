import { flushSync } from 'react-dom';

/**
 * Runs a change that takes a line off the screen (remove, save for later, move back…). The
 * button that was pressed goes with its line, which would drop keyboard focus to the top of
 * the page: focus moves instead to the first of `focusTargetIds` still on the page (the
 * list's heading, else the page's or panel's title). Focus that is elsewhere is left alone.
 */
export function leaveLine(change: () => void, focusTargetIds: readonly string[]): void {
  flushSync(change);
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected) return;
  for (const id of focusTargetIds) {
    const target = document.getElementById(id);
    if (target) {
      target.focus();
      return;
    }
  }
}
