import type { ReportKind } from '../../../contract/reports';

/** Sidebar names and the summary text each report type shows on the Reports screen. */
export const REPORT_TYPES: { kind: ReportKind; label: string; text: string }[] = [
  {
    kind: 'master',
    label: 'Master',
    text: 'Every payment and refund taken in the period, with receipt, mode, place and handler, and the cash closes of the period. Paid minus refund is the net taken.',
  },
  {
    kind: 'booking',
    label: 'Booking',
    text: 'Bookings made (transaction date) or played (booking date) in the period, with gross, discount, paid, net and balance.',
  },
  { kind: 'balance', label: 'Balance', text: 'Bookings played in the period that still have a balance to collect.' },
  {
    kind: 'cancellation',
    label: 'Cancellation',
    text: 'Bookings cancelled in the period, with what was paid and what was refunded by cash, card and credits.',
  },
  { kind: 'recharge', label: 'Recharge', text: 'Member credit recharges taken in the period, by mode, with the credits given.' },
  {
    kind: 'credits',
    label: 'Credits',
    text: "Members' credit balances at the end of the period, their last credit movement and the credits expiry.",
  },
  {
    kind: 'addon',
    label: 'Add-on',
    text: 'Add-ons sold with bookings made or played in the period, with gross, discount, paid and balance.',
  },
  {
    kind: 'packages',
    label: 'Packages',
    text: 'Membership package subscriptions taken in the period, with what was paid and what is still owed.',
  },
];
