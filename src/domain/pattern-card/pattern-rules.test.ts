import { describe, expect, it } from 'vitest';
import { PatternMessages } from '../../../contract/pattern';
import { patternAmountError } from './pattern-rules';

describe('Bulk Pay Now amount (spec 1 §5)', () => {
  it("empty or 0 is 'Amount is required'; a positive amount passes", () => {
    expect(patternAmountError('')).toBe(PatternMessages.amountRequired);
    expect(patternAmountError(0)).toBe(PatternMessages.amountRequired);
    expect(patternAmountError(-5)).toBe(PatternMessages.amountRequired);
    expect(patternAmountError(250.5)).toBeNull();
  });
});
