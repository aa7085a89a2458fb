import { describe, expect, it } from 'vitest';
import { emptyDraft, type CheckoutDraft } from './checkout-draft';
import { firstIncompleteStep, parseStep, reachableStep } from './checkout-steps';
import { ADDRESS_VALUES } from './test-support/checkout-values';

function draft(change: Partial<CheckoutDraft> = {}): CheckoutDraft {
  return { ...emptyDraft(), address: { ...ADDRESS_VALUES }, ...change };
}

describe('checkout steps', () => {
  it('reads the step of the URL, 1 for anything else', () => {
    expect(parseStep('3')).toBe(3);
    expect(parseStep('4')).toBe(4);
    for (const value of [null, '', '0', '5', '2.5', 'due', '-1']) expect(parseStep(value)).toBe(1);
  });

  it('finds the first step not done', () => {
    expect(firstIncompleteStep(emptyDraft(), true)).toBe(1);
    expect(firstIncompleteStep(draft(), true)).toBe(2);
    const shipped = draft({ shipping: { method: 'express', postalCode: '20121' } });
    expect(firstIncompleteStep(shipped, false)).toBe(3);
    expect(firstIncompleteStep(shipped, true)).toBe(4);
  });

  it('asks for the method again when the CAP changed', () => {
    const moved = draft({
      address: { ...ADDRESS_VALUES, postalCode: '00185' },
      shipping: { method: 'express', postalCode: '20121' },
    });
    expect(firstIncompleteStep(moved, true)).toBe(2);
  });

  it('holds the address step back while a requested invoice is wrong', () => {
    const invoice = { ...emptyDraft().invoice, personTaxCode: 'RSSMRA85T10A562X' };
    expect(firstIncompleteStep(draft({ invoiceRequested: true, invoice }), true)).toBe(1);
  });

  it('never goes further than the first step not done', () => {
    expect(reachableStep(4, 2)).toBe(2);
    expect(reachableStep(1, 3)).toBe(1);
    expect(reachableStep(3, 3)).toBe(3);
  });
});
