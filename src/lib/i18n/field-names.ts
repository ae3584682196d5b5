import { i18n } from './i18n';

/** The names the shared inputs give a field themselves, and the fields the contract names most. */
const FIELD_NAMES: Record<string, () => string> = {
  Amount: () => i18n.t('server:fieldName.amount'),
  Count: () => i18n.t('server:fieldName.count'),
  Quantity: () => i18n.t('server:fieldName.quantity'),
  Advance: () => i18n.t('server:fieldName.advance'),
  Price: () => i18n.t('server:fieldName.price'),
  Credits: () => i18n.t('server:fieldName.credits'),
  Discount: () => i18n.t('server:fieldName.discount'),
};

/**
 * A field's name in a field rule's refusal, in the language on screen when it is one the
 * catalogue knows; else as given (already translated by its screen). Kept apart from
 * contract-words.ts, which loads the contract's tables: the reply handler (login bundle) needs
 * only this.
 */
export function fieldName(field: string): string {
  return Object.hasOwn(FIELD_NAMES, field) ? FIELD_NAMES[field]() : field;
}
