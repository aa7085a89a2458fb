import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits for the focus to reach `element`. Components move the focus from an effect, which Preact
 * runs after the next frame (decision 030): the focus arrives shortly after the markup.
 */
export async function waitForFocusOn(element: Element): Promise<void> {
  await waitFor(() => expect(document.activeElement).toBe(element));
}
