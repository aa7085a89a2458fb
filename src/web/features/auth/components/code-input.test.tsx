import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CodeInput, EMPTY_CODE, fillDigits, type CodeDigits } from './code-input';

function Harness({ onComplete }: { onComplete?: (code: string) => void }) {
  const [digits, setDigits] = useState<CodeDigits>(EMPTY_CODE);
  return <CodeInput value={digits} onChange={setDigits} onComplete={onComplete} />;
}

function boxes(): HTMLInputElement[] {
  return Array.from({ length: 6 }, (_, index) =>
    screen.getByRole<HTMLInputElement>('textbox', { name: `Cifra ${index + 1} di 6` }),
  );
}

const valuesOf = () => boxes().map((box) => box.value);

describe('CodeInput', () => {
  it('shows six labelled single-digit boxes for a numeric one-time code', () => {
    render(<Harness />);
    const all = boxes();
    expect(all).toHaveLength(6);
    expect(all.every((box) => box.inputMode === 'numeric')).toBe(true);
    expect(all[0]!.getAttribute('autocomplete')).toBe('one-time-code');
    expect(all.slice(1).every((box) => box.getAttribute('autocomplete') === 'off')).toBe(true);
    expect(screen.getByRole('group', { name: 'Codice di verifica' })).toBeTruthy();
  });

  it('moves forward as digits are typed and ignores anything else', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('1a2');
    expect(valuesOf()).toEqual(['1', '2', '', '', '', '']);
    expect(document.activeElement).toBe(boxes()[2]);
  });

  it('submits once all six are typed', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.click(boxes()[0]!);
    await user.keyboard('12345');
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard('6');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('fills every box from a pasted code, wherever it is pasted, and submits', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.click(boxes()[3]!);
    await user.paste('654 321');
    expect(valuesOf()).toEqual(['6', '5', '4', '3', '2', '1']);
    expect(onComplete).toHaveBeenCalledWith('654321');
  });

  it('fills from the box pasted into when fewer digits arrive', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.click(boxes()[1]!);
    await user.paste('78');
    expect(valuesOf()).toEqual(['', '7', '8', '', '', '']);
    expect(document.activeElement).toBe(boxes()[3]);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('takes a whole code put into the first box at once (one-time-code autofill)', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    // Autofill sets the value in one input event, as a paste without the paste event.
    await user.click(boxes()[0]!);
    const first = boxes()[0]!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(first, '246810');
    first.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => expect(valuesOf()).toEqual(['2', '4', '6', '8', '1', '0']));
    expect(onComplete).toHaveBeenCalledWith('246810');
  });

  it('Backspace clears the box, then moves back clearing the previous one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('123');
    expect(document.activeElement).toBe(boxes()[3]);
    await user.keyboard('{Backspace}');
    expect(valuesOf()).toEqual(['1', '2', '', '', '', '']);
    expect(document.activeElement).toBe(boxes()[2]);
    await user.keyboard('{Backspace}');
    expect(valuesOf()).toEqual(['1', '', '', '', '', '']);
    expect(document.activeElement).toBe(boxes()[1]);
  });

  it('replaces a digit typed over and moves on', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    await user.click(boxes()[0]!);
    await user.keyboard('9');
    expect(valuesOf()).toEqual(['9', '2', '', '', '', '']);
    expect(document.activeElement).toBe(boxes()[1]);
  });

  it('moves with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[2]!);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(boxes()[1]);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(boxes()[3]);
  });
});

describe('fillDigits', () => {
  it('starts at the first box for a full code and at the given box otherwise', () => {
    expect(fillDigits(EMPTY_CODE, 4, '123456').digits).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(fillDigits(EMPTY_CODE, 4, '123')).toEqual({
      digits: ['', '', '', '', '1', '2'],
      focusIndex: 5,
    });
  });
});
