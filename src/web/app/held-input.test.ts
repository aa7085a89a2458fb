import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdInputUntilHydrated } from './held-input';

describe('input before hydration', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  function serverRenderedPage() {
    document.body.innerHTML =
      '<div id="root"><button type="button"><svg><path></path></svg></button><a href="/products">Prodotti</a><input type="search"></div><p id="outside">fuori</p>';
    return {
      root: document.getElementById('root')!,
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
    // What React attaches at hydration: it sees nothing while the input is held.
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
