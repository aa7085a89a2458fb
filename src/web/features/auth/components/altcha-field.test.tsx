import { act, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AltchaField, ALTCHA_CHALLENGE_PATH, type AltchaFieldHandle } from './altcha-field';

/**
 * A stand-in for <altcha-widget>: the real one needs Web Workers and WebCrypto. It keeps the
 * contract the field relies on: methods after 'load', 'statechange' events, verify() → payload.
 */
class FakeAltchaWidget extends HTMLElement {
  state = 'unverified';
  verifyCalls = 0;
  resetCalls = 0;
  getState = () => this.state;
  setState(state: string, payload: string | null) {
    this.state = state;
    this.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
  }
  verify = async () => {
    this.verifyCalls += 1;
    const payload = `payload-${this.verifyCalls}`;
    this.setState('verified', payload);
    return { payload };
  };
  reset = () => {
    this.resetCalls += 1;
    this.setState('unverified', null);
  };
}

/** When set, the widget's script "loads" only once this promise settles. */
const loading = vi.hoisted(() => ({ gate: null as Promise<void> | null }));

vi.mock('../altcha/load-altcha-widget', () => ({
  loadAltchaWidget: async () => {
    if (loading.gate) await loading.gate;
    if (!customElements.get('altcha-widget'))
      customElements.define('altcha-widget', FakeAltchaWidget);
  },
}));

async function renderField(props: Partial<Parameters<typeof AltchaField>[0]> = {}) {
  const ref = createRef<AltchaFieldHandle>();
  render(
    <form>
      <AltchaField ref={ref} {...props} />
    </form>,
  );
  await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
  return { ref, widget: document.querySelector('altcha-widget') as unknown as FakeAltchaWidget };
}

describe('AltchaField', () => {
  it('loads the widget on demand, pointed at our challenge, in Italian, solving on focus', async () => {
    const { widget } = await renderField();
    expect(screen.getByRole('group', { name: 'Verifica di sicurezza' })).toBeTruthy();
    expect(widget.getAttribute('challenge')).toBe(ALTCHA_CHALLENGE_PATH);
    expect(ALTCHA_CHALLENGE_PATH).toBe('/api/auth/challenge');
    expect(widget.getAttribute('language')).toBe('it');
    expect(widget.getAttribute('auto')).toBe('onfocus');
    expect(widget.getAttribute('display')).toBeNull();
  });

  it('reports the payload once solved, and null when it is reset', async () => {
    const onPayloadChange = vi.fn();
    const { widget } = await renderField({ onPayloadChange });
    act(() => widget.setState('verified', 'solved-payload'));
    expect(onPayloadChange).toHaveBeenLastCalledWith('solved-payload');
    act(() => widget.reset());
    expect(onPayloadChange).toHaveBeenLastCalledWith(null);
  });

  it('solve() reuses a solved payload, else solves, and reset() makes the next one new', async () => {
    const { ref, widget } = await renderField();
    act(() => widget.setState('verified', 'ready-payload'));
    await expect(ref.current!.solve()).resolves.toBe('ready-payload');
    expect(widget.verifyCalls).toBe(0);
    act(() => ref.current!.reset());
    await waitFor(() => expect(widget.resetCalls).toBe(1));
    await expect(ref.current!.solve()).resolves.toBe('payload-1');
  });

  it('solve() on a form sent before the widget has loaded waits for it, then solves', async () => {
    let finishLoading = () => {};
    loading.gate = new Promise((resolve) => (finishLoading = resolve));
    try {
      const ref = createRef<AltchaFieldHandle>();
      render(
        <form>
          <AltchaField ref={ref} />
        </form>,
      );
      const solved = ref.current!.solve();
      expect(document.querySelector('altcha-widget')).toBeNull();
      finishLoading();
      await expect(solved).resolves.toBe('payload-1');
    } finally {
      loading.gate = null;
    }
  });

  it('waits for a verification already running instead of starting another', async () => {
    const { ref, widget } = await renderField();
    act(() => widget.setState('verifying', null));
    const solved = ref.current!.solve();
    act(() => widget.setState('verified', 'from-focus'));
    await expect(solved).resolves.toBe('from-focus');
    expect(widget.verifyCalls).toBe(0);
  });

  it('has an invisible form for on-demand solving (resends)', async () => {
    const { widget } = await renderField({ invisible: true });
    expect(widget.getAttribute('display')).toBe('invisible');
    expect(widget.getAttribute('auto')).toBe('off');
    expect(screen.queryByRole('group', { name: 'Verifica di sicurezza' })).toBeNull();
  });
});
