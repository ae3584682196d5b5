import type { ImportKind } from '../../../contract/data-import';
import { i18n } from '../../lib/i18n/i18n';

/*
 * The import fields' names in the language on screen. Their English is the contract's
 * IMPORT_FIELDS labels (the server's README and refusals use them; a test keeps them equal).
 */
const LABELS: Record<ImportKind, Record<string, () => string>> = {
  members: {
    name: () => i18n.t('data:field.members.name'),
    countryCode: () => i18n.t('data:field.members.countryCode'),
    mobile: () => i18n.t('data:field.members.mobile'),
    email: () => i18n.t('data:field.members.email'),
    gender: () => i18n.t('data:field.members.gender'),
    address: () => i18n.t('data:field.members.address'),
    credits: () => i18n.t('data:field.members.credits'),
    creditsValidity: () => i18n.t('data:field.members.creditsValidity'),
    membershipExpiry: () => i18n.t('data:field.members.membershipExpiry'),
  },
  subscriptions: {
    package: () => i18n.t('data:field.subscriptions.package'),
    countryCode: () => i18n.t('data:field.subscriptions.countryCode'),
    mobile: () => i18n.t('data:field.subscriptions.mobile'),
    startDate: () => i18n.t('data:field.subscriptions.startDate'),
    renewalDate: () => i18n.t('data:field.subscriptions.renewalDate'),
    amountPaid: () => i18n.t('data:field.subscriptions.amountPaid'),
    balance: () => i18n.t('data:field.subscriptions.balance'),
  },
  bookings: {
    reference: () => i18n.t('data:field.bookings.reference'),
    activity: () => i18n.t('data:field.bookings.activity'),
    court: () => i18n.t('data:field.bookings.court'),
    date: () => i18n.t('data:field.bookings.date'),
    startTime: () => i18n.t('data:field.bookings.startTime'),
    endTime: () => i18n.t('data:field.bookings.endTime'),
    name: () => i18n.t('data:field.bookings.name'),
    countryCode: () => i18n.t('data:field.bookings.countryCode'),
    mobile: () => i18n.t('data:field.bookings.mobile'),
    email: () => i18n.t('data:field.bookings.email'),
    places: () => i18n.t('data:field.bookings.places'),
    amount: () => i18n.t('data:field.bookings.amount'),
    paid: () => i18n.t('data:field.bookings.paid'),
  },
};

/** A field of an import kind by its name on screen; a field the console does not know is shown as sent. */
export function importFieldLabel(kind: ImportKind, field: string): string {
  return Object.hasOwn(LABELS[kind], field) ? LABELS[kind][field]() : field;
}
