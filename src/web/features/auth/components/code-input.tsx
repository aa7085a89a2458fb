import {
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { VERIFICATION_CODE_LENGTH } from '../../../../domain/constants';
import { VERIFICATION_SCREEN_LABELS } from '../../../../domain/auth/verification-screen.messages';
import '../../../styles/auth.css';

/**
 * Spec §2.7 and §5: six single-digit boxes for an emailed code. Typing moves forward, Backspace
 * moves back, pasting (or the phone's one-time-code autofill) fills the boxes, and a full code
 * is handed to `onComplete` at once (the screen submits it).
 */

/** One entry per box: a digit or "". */
export type CodeDigits = readonly string[];

export const EMPTY_CODE: CodeDigits = Array.from({ length: VERIFICATION_CODE_LENGTH }, () => '');

export function isCompleteCode(digits: CodeDigits): boolean {
  return digits.length === VERIFICATION_CODE_LENGTH && digits.every((digit) => /^\d$/.test(digit));
}

/**
 * The boxes after `incoming` digits were put in from box `start`; a full-length code always
 * fills from the first box (a paste into any box). Returns the boxes and the next box to focus.
 */
export function fillDigits(
  digits: CodeDigits,
  start: number,
  incoming: string,
): { digits: CodeDigits; focusIndex: number } {
  const onlyDigits = incoming.replace(/\D/g, '');
  const from = onlyDigits.length >= VERIFICATION_CODE_LENGTH ? 0 : start;
  const next = [...digits];
  let index = from;
  for (const digit of onlyDigits) {
    if (index >= VERIFICATION_CODE_LENGTH) break;
    next[index] = digit;
    index += 1;
  }
  return { digits: next, focusIndex: Math.min(index, VERIFICATION_CODE_LENGTH - 1) };
}

export interface CodeInputHandle {
  /** Focuses a box: the first empty one by default. */
  focus(index?: number): void;
}

export interface CodeInputProps {
  value: CodeDigits;
  onChange: (digits: CodeDigits) => void;
  /** Called when a key or a paste completes the code. */
  onComplete?: (code: string) => void;
  /** While a code is checked: the boxes keep focus but cannot change. */
  readOnly?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  /** The id of the message describing the boxes (an error). */
  describedBy?: string;
  /** Focuses the first box once shown. */
  autoFocus?: boolean;
  /** Names the group of boxes. */
  legend?: string;
  ref?: Ref<CodeInputHandle>;
}

export function CodeInput({
  value,
  onChange,
  onComplete,
  readOnly = false,
  disabled = false,
  invalid = false,
  describedBy,
  autoFocus = false,
  legend = VERIFICATION_SCREEN_LABELS.codeLegend,
  ref,
}: CodeInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number) => {
    const box = boxes.current[index];
    box?.focus();
    box?.select();
  };

  // What React's `autoFocus` did: Preact leaves it to the browser, which honours it only while
  // the page loads (decision 030).
  useLayoutEffect(() => {
    if (autoFocus) boxes.current[0]?.focus();
  }, [autoFocus]);

  useImperativeHandle(ref, () => ({
    focus: (index) => {
      const firstEmpty = value.findIndex((digit) => digit === '');
      focusBox(index ?? (firstEmpty < 0 ? 0 : firstEmpty));
    },
  }));

  const update = (next: CodeDigits, focusIndex: number) => {
    onChange(next);
    focusBox(focusIndex);
    const changed = next.some((digit, index) => digit !== value[index]);
    if (changed && isCompleteCode(next)) onComplete?.(next.join(''));
  };

  const onBoxInput = (index: number, input: HTMLInputElement) => {
    if (readOnly) return;
    const raw = input.value;
    const onlyDigits = raw.replace(/\D/g, '');
    if (onlyDigits === '') {
      // A letter typed, or the digit deleted: the box ends empty.
      update(Object.assign([...value], { [index]: '' }), index);
      return;
    }
    if (onlyDigits.length === 2 && value[index] !== '' && raw.length === 2) {
      // A digit typed into a filled box: keep the new one, wherever the caret was.
      const caret = input.selectionStart ?? raw.length;
      const typed = raw.charAt(Math.max(0, caret - 1));
      const digit = /\d/.test(typed) ? typed : (onlyDigits.at(-1) ?? '');
      const next = Object.assign([...value], { [index]: digit });
      update(next, Math.min(index + 1, VERIFICATION_CODE_LENGTH - 1));
      return;
    }
    // One digit typed, or several at once (autofill of the one-time code).
    const filled = fillDigits(value, index, onlyDigits);
    update(filled.digits, filled.focusIndex);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'Backspace': {
        if (readOnly) return;
        event.preventDefault();
        if (value[index] !== '') {
          update(Object.assign([...value], { [index]: '' }), index);
        } else if (index > 0) {
          update(Object.assign([...value], { [index - 1]: '' }), index - 1);
        }
        return;
      }
      case 'Delete':
        if (readOnly) return;
        event.preventDefault();
        update(Object.assign([...value], { [index]: '' }), index);
        return;
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(Math.max(0, index - 1));
        return;
      case 'ArrowRight':
        event.preventDefault();
        focusBox(Math.min(VERIFICATION_CODE_LENGTH - 1, index + 1));
        return;
      case 'Home':
        event.preventDefault();
        focusBox(0);
        return;
      case 'End':
        event.preventDefault();
        focusBox(VERIFICATION_CODE_LENGTH - 1);
        return;
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    if (readOnly) return;
    const text = event.clipboardData.getData('text');
    if (!/\d/.test(text)) return;
    const filled = fillDigits(value, index, text);
    update(filled.digits, filled.focusIndex);
  };

  return (
    <fieldset className="code-input" disabled={disabled}>
      <legend className="code-input__legend">{legend}</legend>
      <div className="code-input__boxes">
        {value.map((digit, index) => (
          <input
            // The boxes never move: their position is their identity.
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className="code-input__box"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={VERIFICATION_SCREEN_LABELS.digit(index + 1)}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            value={digit}
            readOnly={readOnly}
            onChange={(event) => onBoxInput(index, event.currentTarget)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onFocus={(event) => event.currentTarget.select()}
          />
        ))}
      </div>
    </fieldset>
  );
}
