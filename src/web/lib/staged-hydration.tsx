import { Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { nextTask } from '../app/next-task';

/**
 * Hydration in steps (decision 031). Preact hydrates a page in one task; on a page of 24 product
 * tiles that task blocks input for far longer than 50 ms on a slow phone. A part of the page
 * wrapped in `<HydrateLater>` is left as the server sent it while the rest hydrates, and is
 * hydrated afterwards in a task of its own, one part after the other, in the page's order.
 *
 * What a part may hold:
 * - exactly one element at its top (Preact keeps the one server node a suspended part claims);
 * - no `useId`: Preact numbers ids in the order it renders, and a part rendered later would
 *   number its ids, and every id after it, differently from the server.
 *
 * Until every part is hydrated, what the page shows must stay as the server rendered it:
 * Preact does not correct an attribute while it hydrates, so a part hydrated with other data
 * would keep the server's attribute under the new value. `useStagedHydrationDone()` tells the
 * session query (the one state that changes what parts show) to wait; input is held meanwhile
 * (held-input.ts).
 */

type Phase = 'idle' | 'hydrating' | 'parts';

let phase: Phase = 'idle';
let waitingParts: Array<() => void> = [];
const listeners = new Set<() => void>();

function setPhase(next: Phase): void {
  phase = next;
  for (const listener of listeners) listener();
}

/**
 * Runs `hydrate` (a synchronous hydration of the whole page) with the parts left for later,
 * then hydrates each part in a task of its own. Resolves once every part is hydrated.
 */
export async function hydrateInSteps(hydrate: () => void): Promise<void> {
  setPhase('hydrating');
  try {
    hydrate();
  } catch (error) {
    waitingParts = [];
    setPhase('idle');
    throw error;
  }
  setPhase('parts');
  const parts = waitingParts;
  waitingParts = [];
  for (const release of parts) {
    await nextTask();
    // Preact renders the released part in a microtask of this same task.
    release();
  }
  await nextTask();
  setPhase('idle');
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isDone = () => phase === 'idle';

/** False while a server-rendered page is hydrating, or some of its parts are still waiting. */
export function useStagedHydrationDone(): boolean {
  return useSyncExternalStore(subscribe, isDone, isDone);
}

function WaitDuringHydration({ children }: { children: ReactNode }) {
  // Thrown during hydration only: the part keeps its server markup until the promise settles.
  if (phase === 'hydrating') throw new Promise<void>((resolve) => waitingParts.push(resolve));
  return children;
}

/**
 * A part of the page hydrated after the rest (see the top of this file). Anywhere else (on the
 * server, in a page rendered in the browser, after start-up) it renders its children as they are.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitDuringHydration>{children}</WaitDuringHydration>
    </Suspense>
  );
}
