import { i18n } from '../../lib/i18n/i18n';

/**
 * The local rule of Bulk Pay Now (spec 1 §5): empty or 0 is 'Amount is required' (the server
 * checks it too, contract/pattern i18n.t('pattern-card:pay.amountRequired')).
 */
export function patternAmountError(amount: string | number): string | null {
  return amount === '' || !(Number(amount) > 0) ? i18n.t('pattern-card:pay.amountRequired') : null;
}
