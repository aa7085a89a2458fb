import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAltchaWidget } from '../auth/altcha/load-altcha-widget';
import { preloadProofOfWork, ProofOfWorkError, solveProofOfWork } from './solve-proof-of-work';

/**
 * A stand-in for <altcha-widget>: the real one needs Web Workers and WebCrypto. Like the real
 * one, its methods exist only once it has mounted, which it announces with 'load'.
 */
class FakeAltchaWidget extends HTMLElement {
  static outcome: 'solved' | 'failed' = 'solved';
  static solved = 0;
  /** The attributes each widget had when it connected. */
  static seen: Record<string, string | null>[] = [];
  verify?: () => Promise<{ payload: string } | null>;

  connectedCallback() {
    FakeAltchaWidget.seen.push(
      Object.fromEntries(
        ['challenge', 'language', 'auto', 'display'].map((name) => [name, this.getAttribute(name)]),
      ),
    );
    setTimeout(() => {
      this.verify = async () => {
        if (FakeAltchaWidget.outcome === 'failed') return null;
        FakeAltchaWidget.solved += 1;
        return { payload: `payload-${FakeAltchaWidget.solved}` };
      };
      this.dispatchEvent(new Event('load'));
    }, 0);
  }
}

vi.mock('../auth/altcha/load-altcha-widget', () => ({
  loadAltchaWidget: vi.fn(async () => {
    if (!customElements.get('altcha-widget'))
      customElements.define('altcha-widget', FakeAltchaWidget);
  }),
}));

beforeEach(() => {
  FakeAltchaWidget.outcome = 'solved';
  FakeAltchaWidget.seen = [];
  vi.mocked(loadAltchaWidget).mockClear();
});

describe('the newsletter proof of work', () => {
  it('solves our challenge with an invisible widget made for the request, then removes it', async () => {
    const host = document.createElement('form');
    document.body.append(host);

    const payload = await solveProofOfWork(host);
    expect(payload).toMatch(/^payload-\d+$/);
    expect(FakeAltchaWidget.seen).toEqual([
      { challenge: '/api/auth/challenge', language: 'it', auto: 'off', display: 'invisible' },
    ]);
    expect(host.querySelector('altcha-widget')).toBeNull();

    // The next request gets a widget, and a payload, of its own.
    const next = await solveProofOfWork(host);
    expect(next).not.toBe(payload);
    expect(FakeAltchaWidget.seen).toHaveLength(2);
    host.remove();
  });

  it('fails with ProofOfWorkError when the widget finds no solution, leaving nothing behind', async () => {
    FakeAltchaWidget.outcome = 'failed';
    const host = document.createElement('form');
    document.body.append(host);
    await expect(solveProofOfWork(host)).rejects.toBeInstanceOf(ProofOfWorkError);
    expect(host.childElementCount).toBe(0);
    host.remove();
  });

  it('fails when the widget’s code cannot be loaded', async () => {
    vi.mocked(loadAltchaWidget).mockRejectedValueOnce(new Error('chunk not loaded'));
    await expect(solveProofOfWork(document.createElement('div'))).rejects.toThrow(
      'chunk not loaded',
    );
  });

  it('preloads the widget’s code without solving anything, and keeps quiet if that fails', async () => {
    vi.mocked(loadAltchaWidget).mockRejectedValueOnce(new Error('offline'));
    preloadProofOfWork();
    expect(loadAltchaWidget).toHaveBeenCalledTimes(1);
    // A rejected preload is not an unhandled rejection; the next call loads again.
    await new Promise((resolve) => setTimeout(resolve, 0));
    preloadProofOfWork();
    expect(loadAltchaWidget).toHaveBeenCalledTimes(2);
    expect(FakeAltchaWidget.seen).toHaveLength(0);
  });
});
