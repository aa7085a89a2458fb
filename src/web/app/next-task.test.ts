import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves after the rest of the current task and its microtasks', async () => {
    const order: string[] = [];
    const next = nextTask().then(() => order.push('next task'));
    queueMicrotask(() => order.push('microtask'));
    order.push('same task');
    await next;
    expect(order).toEqual(['same task', 'microtask', 'next task']);
  });
});
