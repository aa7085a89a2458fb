import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_DURATION_MS } from '../../../../domain/constants';
import { clearNotifications, notify } from '../notifications.store';
import { NotificationsRegion } from './notifications-region';

describe('NotificationsRegion', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    clearNotifications();
  });
  afterEach(() => {
    act(() => clearNotifications());
    vi.useRealTimers();
  });

  function liveRegions() {
    const lists = document.querySelectorAll('.notifications__list');
    const byPoliteness = (value: string) =>
      [...lists].find((list) => list.getAttribute('aria-live') === value)!;
    return { assertive: byPoliteness('assertive'), polite: byPoliteness('polite') };
  }

  it('keeps both live regions in the page, empty, before anything is notified', () => {
    render(<NotificationsRegion />);
    const { assertive, polite } = liveRegions();
    expect(assertive.children).toHaveLength(0);
    expect(polite.children).toHaveLength(0);
  });

  it('announces errors assertively and the rest politely', () => {
    render(<NotificationsRegion />);
    act(() => {
      notify('Salvato', { kind: 'success' });
      notify('Qualcosa non va', { kind: 'error' });
      notify('Per tua informazione');
    });
    const { assertive, polite } = liveRegions();
    expect(assertive.textContent).toContain('Qualcosa non va');
    expect(polite.textContent).toContain('Salvato');
    expect(polite.textContent).toContain('Per tua informazione');
    expect(polite.textContent).not.toContain('Qualcosa non va');
  });

  it('disappears by itself after 2 s', () => {
    render(<NotificationsRegion />);
    act(() => {
      notify('Aggiunto alla Shopping Bag', { kind: 'success' });
    });
    expect(screen.getByText('Aggiunto alla Shopping Bag')).toBeTruthy();
    act(() => vi.advanceTimersByTime(NOTIFICATION_DURATION_MS));
    expect(screen.queryByText('Aggiunto alla Shopping Bag')).toBeNull();
  });

  it('is dismissed by a click and has no tab stop', () => {
    render(<NotificationsRegion />);
    act(() => {
      notify('Cliccami');
    });
    const item = screen.getByRole('listitem');
    expect(item.tabIndex).toBe(-1);
    expect(item.getAttribute('title')).toBe('Fai clic per chiudere');
    fireEvent.click(screen.getByText('Cliccami'));
    expect(screen.queryByText('Cliccami')).toBeNull();
  });
});
