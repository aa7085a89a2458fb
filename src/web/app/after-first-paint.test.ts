import { describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, type PaintClock } from './after-first-paint';

/** A clock whose paint and timers happen only when the test says so. */
function manualClock(hidden = false) {
  const painted: Array<() => void> = [];
  const timers: Array<{ callback: () => void; ms: number }> = [];
  const clock: PaintClock = {
    isHidden: () => hidden,
    whenPainted: (callback) => painted.push(callback),
    setTimer: (callback, ms) => timers.push({ callback, ms }),
  };
  const paint = () => painted.splice(0).forEach((callback) => callback());
  const runTimers = () => timers.splice(0).forEach((timer) => timer.callback());
  return { clock, paint, runTimers, timers };
}

describe('afterFirstPaint', () => {
  it('starts once the page is painted, not before', () => {
    const start = vi.fn();
    const { clock, paint } = manualClock();
    afterFirstPaint(start, clock, 1_000);
    expect(start).not.toHaveBeenCalled();
    paint();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts once, even when the fallback timer fires after the paint', () => {
    const start = vi.fn();
    const { clock, paint, runTimers } = manualClock();
    afterFirstPaint(start, clock, 1_000);
    paint();
    runTimers();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after the fallback when no paint is reported', () => {
    const start = vi.fn();
    const { clock, runTimers, timers } = manualClock();
    afterFirstPaint(start, clock, 1_000);
    expect(timers.map((timer) => timer.ms)).toEqual([1_000]);
    runTimers();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once on a hidden page, which paints nothing', () => {
    const start = vi.fn();
    const { clock } = manualClock(true);
    afterFirstPaint(start, clock, 1_000);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
