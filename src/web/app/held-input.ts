/**
 * A server-rendered page is on screen before its scripts have run (decision 027): until Preact
 * has hydrated it, a button would ignore a click or a key, and a link would load a whole new
 * page. From the moment the entry script runs until hydration has committed:
 *
 * - the app's container says it is not operable yet (`aria-disabled`; it is outside the app's
 *   tree, so hydration does not see it);
 * - clicks inside it, and keys pressed on its buttons, links and other non-text elements, are
 *   held and then dispatched again on the same elements, now hydrated. Keys in text fields are
 *   left alone (what is typed stays in the field), and so is Tab (focus moves as usual);
 * - the element under the pointer is noted: once hydrated it gets a `pointerover` again, and
 *   it and its ancestors in the app a `pointerenter` (which Preact listens to for
 *   `onPointerEnter`), so that what opens on hover (a section's menu) opens for a pointer that
 *   arrived early.
 */

type HeldInput =
  | { kind: 'click'; target: HTMLElement }
  | { kind: 'key'; target: HTMLElement; event: KeyboardEvent };

/** `target` and its ancestors inside `container`, outermost first: what a pointer enters. */
function enteredElements(container: HTMLElement, target: HTMLElement): HTMLElement[] {
  const entered: HTMLElement[] = [];
  for (let element: HTMLElement | null = target; element && element !== container;) {
    entered.unshift(element);
    element = element.parentElement;
  }
  return entered;
}

/** The nearest HTML element: a click on an icon inside a button is the button's. */
function htmlElementOf(target: EventTarget | null): HTMLElement | null {
  let element = target instanceof Element ? target : null;
  while (element && !(element instanceof HTMLElement)) element = element.parentElement;
  return element;
}

function isTextEntry(element: HTMLElement): boolean {
  if (element.isContentEditable || element instanceof HTMLTextAreaElement) return true;
  if (element instanceof HTMLSelectElement) return true;
  if (!(element instanceof HTMLInputElement)) return false;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'image', 'file'].includes(
    element.type,
  );
}

export function holdInputUntilHydrated(container: HTMLElement): () => void {
  const held: HeldInput[] = [];
  const inApp = (event: Event) => {
    const target = htmlElementOf(event.target);
    return target && container.contains(target) ? target : null;
  };
  const onClick = (event: MouseEvent) => {
    const target = inApp(event);
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: 'click', target });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const target = inApp(event);
    if (!target || event.key === 'Tab' || isTextEntry(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: 'key', target, event });
  };
  let hovered: { target: HTMLElement; pointerType: string } | null = null;
  const onPointerOver = (event: PointerEvent) => {
    const target = inApp(event);
    hovered = target ? { target, pointerType: event.pointerType } : null;
  };
  const onPointerOut = (event: PointerEvent) => {
    // Out of the window altogether: nothing is under the pointer.
    if (event.relatedTarget === null) hovered = null;
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('pointerover', onPointerOver, true);
  document.addEventListener('pointerout', onPointerOut, true);
  container.setAttribute('aria-disabled', 'true');

  let released = false;
  return () => {
    if (released) return;
    released = true;
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('pointerover', onPointerOver, true);
    document.removeEventListener('pointerout', onPointerOut, true);
    container.removeAttribute('aria-disabled');
    // The pointer was there before any held click.
    if (hovered?.target.isConnected) {
      const { target, pointerType } = hovered;
      target.dispatchEvent(
        new PointerEvent('pointerover', { pointerType, bubbles: true, composed: true }),
      );
      for (const element of enteredElements(container, target)) {
        element.dispatchEvent(new PointerEvent('pointerenter', { pointerType }));
      }
    }
    for (const input of held) {
      if (!input.target.isConnected) continue;
      if (input.kind === 'click') {
        input.target.click();
        continue;
      }
      const { key, code, altKey, ctrlKey, metaKey, shiftKey, repeat } = input.event;
      input.target.dispatchEvent(
        new KeyboardEvent('keydown', {
          key,
          code,
          altKey,
          ctrlKey,
          metaKey,
          shiftKey,
          repeat,
          bubbles: true,
          cancelable: true,
          composed: true,
        }),
      );
    }
  };
}
