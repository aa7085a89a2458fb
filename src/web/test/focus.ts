import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits for the focus to reach `element`. Components move the focus from an effect, which runs
 * after the render that shows the markup (decision 030): the focus may arrive a moment later.
 */
export async function waitForFocusOn(element: Element): Promise<void> {
  await waitFor(() => expect(document.activeElement).toBe(element));
}
