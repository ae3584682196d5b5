import { PatternMessages } from '../../../contract/pattern';

/** The local rule of Bulk Pay Now (spec 1 §5): empty or 0 is 'Amount is required' (the server checks it too). */
export function patternAmountError(amount: string | number): string | null {
  return amount === '' || !(Number(amount) > 0) ? PatternMessages.amountRequired : null;
}
