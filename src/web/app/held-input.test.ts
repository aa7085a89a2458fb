import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdInputUntilHydrated } from './held-input';

describe('input before hydration', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  function serverRenderedPage() {
    document.body.innerHTML =
      '<div id="root"><nav><button type="button"><svg><path></path></svg></button></nav><a href="/products">Prodotti</a><input type="search"></div><p id="outside">fuori</p>';
    return {
      root: document.getElementById('root')!,
      nav: document.querySelector('nav')!,
      button: document.querySelector('button')!,
      icon: document.querySelector('path')!,
      link: document.querySelector('a')!,
      field: document.querySelector('input')!,
      outside: document.getElementById('outside')!,
    };
  }

  function press(target: Element, key: string): KeyboardEvent {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    target.dispatchEvent(event);
    return event;
  }

  it('marks the app not operable, holds clicks and keys, then gives them to the hydrated page', () => {
    const { root, button, icon, link } = serverRenderedPage();
    const release = holdInputUntilHydrated(root);
    expect(root.getAttribute('aria-disabled')).toBe('true');
    // What the app attaches at hydration: it sees nothing while the input is held.
    const onButtonClick = vi.fn();
    const keys: string[] = [];
    const onLink = vi.fn((event: Event) => event.preventDefault());
    button.addEventListener('click', onButtonClick);
    button.addEventListener('keydown', (event) => keys.push(event.key));
    link.addEventListener('click', onLink);

    icon.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    const linkClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(linkClick);
    expect(linkClick.defaultPrevented).toBe(true);
    expect(press(button, 'ArrowRight').defaultPrevented).toBe(true);
    expect(onButtonClick).not.toHaveBeenCalled();
    expect(onLink).not.toHaveBeenCalled();
    expect(keys).toEqual([]);

    release();
    expect(root.hasAttribute('aria-disabled')).toBe(false);
    // The icon's click is the button's.
    expect(onButtonClick).toHaveBeenCalledTimes(1);
    expect(onLink).toHaveBeenCalledTimes(1);
    expect(keys).toEqual(['ArrowRight']);

    // Afterwards input passes straight through, once; a second release changes nothing.
    release();
    button.click();
    expect(onButtonClick).toHaveBeenCalledTimes(2);
  });

  it('gives the element under the pointer a pointerover, and what it is in a pointerenter, once hydrated', () => {
    const { root, nav, button, icon, link, outside } = serverRenderedPage();
    const release = holdInputUntilHydrated(root);
    const over: Array<{ target: EventTarget | null; pointerType: string }> = [];
    root.addEventListener('pointerover', (event) => {
      if (!event.isTrusted) over.push({ target: event.target, pointerType: event.pointerType });
    });
    // pointerenter does not bubble: each element listens for itself.
    const entered: Array<{ target: EventTarget | null; pointerType: string }> = [];
    for (const element of [root, nav, button]) {
      element.addEventListener('pointerenter', (event) => {
        entered.push({ target: event.currentTarget, pointerType: event.pointerType });
      });
    }
    // Seen before hydration: not the page's to answer yet.
    link.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    icon.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    over.length = 0;

    release();
    expect(over).toEqual([{ target: button, pointerType: 'mouse' }]);
    expect(entered).toEqual([
      { target: nav, pointerType: 'mouse' },
      { target: button, pointerType: 'mouse' },
    ]);

    // A pointer that left the app, or the window, is not brought back.
    for (const leave of [
      () => outside.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })),
      () =>
        button.dispatchEvent(
          new PointerEvent('pointerout', { bubbles: true, relatedTarget: null }),
        ),
    ]) {
      const releaseAgain = holdInputUntilHydrated(root);
      button.dispatchEvent(
        new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }),
      );
      leave();
      over.length = 0;
      releaseAgain();
      expect(over).toEqual([]);
    }
  });

  it('leaves text fields, Tab, clicks outside the app and removed elements alone', () => {
    const { root, button, field, outside } = serverRenderedPage();
    const release = holdInputUntilHydrated(root);
    expect(press(field, 'a').defaultPrevented).toBe(false);
    expect(press(button, 'Tab').defaultPrevented).toBe(false);
    const onOutside = vi.fn();
    outside.addEventListener('click', onOutside);
    outside.click();
    expect(onOutside).toHaveBeenCalledTimes(1);

    const onButton = vi.fn();
    button.addEventListener('click', onButton);
    button.click();
    button.remove();
    release();
    expect(onButton).not.toHaveBeenCalled();
  });
});
