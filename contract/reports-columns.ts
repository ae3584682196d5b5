import type { ReportKind } from './reports';

/**
 * How a column is shown: money is major units (2 decimals); datetime is club-local
 * "YYYY-MM-DD HH:mm:ss", date "YYYY-MM-DD", time "HH:mm:ss". The View Reports table and the
 * .xlsx are both made from these lists, so a column reads the same on screen and in the file.
 */
export type ColumnKind = 'text' | 'money' | 'int' | 'date' | 'datetime' | 'time';

export interface ReportColumn {
  key: string;
  header: string;
  kind: ColumnKind;
  /** Spreadsheet width in characters. */
  width: number;
}

const col = (key: string, header: string, kind: ColumnKind = 'text', width = 16): ReportColumn => ({ key, header, kind, width });

const customer = [
  col('customerName', 'Customer', 'text', 22),
  col('customerMobile', 'Mobile', 'text', 16),
  col('customerEmail', 'Email', 'text', 24),
];

export const REPORT_COLUMNS: Record<ReportKind, ReportColumn[]> = {
  master: [
    col('timestamp', 'Date & Time', 'datetime', 20),
    col('receipt', 'Receipt No.', 'text', 12),
    col('type', 'Type', 'text', 18),
    col('bookingId', 'Booking Id', 'int', 11),
    col('sport', 'Sport', 'text', 16),
    col('court', 'Court', 'text', 14),
    ...customer,
    col('amount', 'Amount', 'money', 14),
    col('mode', 'Mode', 'text', 9),
    // The UPI payment's UTR when the desk recorded it (ADR 0082 addendum).
    col('utr', 'UTR', 'text', 14),
    col('place', 'Place', 'text', 12),
    col('handler', 'Handler', 'text', 14),
    col('transactionId', 'Transaction Id', 'int', 14),
    // The tax document of the money row: invoice, credit note or receipt voucher (ADR 0082).
    col('documentNumber', 'Document No.', 'text', 16),
  ],
  booking: [
    col('timestamp', 'Booked On', 'datetime', 20),
    col('type', 'Type', 'text', 16),
    col('sportName', 'Sport', 'text', 16),
    col('bookingId', 'Booking Id', 'int', 11),
    col('slotDate', 'Slot Date', 'date', 13),
    col('startTime', 'Start', 'time', 10),
    col('endTime', 'End', 'time', 10),
    col('court', 'Court', 'text', 14),
    col('remarks', 'Remarks', 'text', 22),
    ...customer,
    col('gross', 'Gross', 'money', 13),
    col('fees', 'Fees', 'money', 13),
    col('discount', 'Discount', 'money', 13),
    col('credits', 'Credits Used', 'money', 13),
    col('paid', 'Paid', 'money', 13),
    col('net', 'Net', 'money', 13),
    col('balance', 'Balance', 'money', 13),
    col('place', 'Place', 'text', 12),
    col('handler', 'Handler', 'text', 14),
  ],
  balance: [
    col('bookingId', 'Booking Id', 'int', 11),
    col('slotDate', 'Slot Date', 'date', 13),
    col('sport', 'Sport', 'text', 16),
    ...customer,
    col('gross', 'Gross', 'money', 13),
    col('fees', 'Fees', 'money', 13),
    col('net', 'Net', 'money', 13),
    col('paid', 'Paid', 'money', 13),
    col('balance', 'Balance', 'money', 13),
  ],
  cancellation: [
    col('cancellationTimestamp', 'Cancelled On', 'datetime', 20),
    col('bookingId', 'Booking Id', 'int', 11),
    col('sport', 'Sport', 'text', 16),
    col('court', 'Court', 'text', 14),
    col('slotDate', 'Slot Date', 'date', 13),
    col('startTime', 'Start', 'time', 10),
    ...customer,
    col('paid', 'Paid', 'money', 13),
    col('paymentMode', 'Payment Mode', 'text', 14),
    col('refund', 'Refund', 'money', 13),
    col('lateCancelFee', 'Late-Cancel Fee', 'money', 14),
    col('feeOwed', 'Fee Owed', 'money', 13),
    col('place', 'Place', 'text', 12),
  ],
  recharge: [
    col('timestamp', 'Date & Time', 'datetime', 20),
    ...customer,
    col('amount', 'Amount', 'money', 13),
    col('credits', 'Credits', 'money', 13),
    col('mode', 'Mode', 'text', 9),
    col('handler', 'Handler', 'text', 14),
  ],
  credits: [
    col('member', 'Member', 'text', 22),
    col('mobile', 'Mobile', 'text', 16),
    col('email', 'Email', 'text', 24),
    col('balance', 'Balance', 'money', 13),
    col('lastTransaction', 'Last Transaction', 'datetime', 20),
    col('creditsExpiry', 'Credits Expiry', 'text', 14),
  ],
  addon: [
    col('extraTimestamp', 'Booked On', 'datetime', 20),
    col('extraName', 'Add-on', 'text', 18),
    col('extraQuantity', 'Quantity', 'int', 9),
    col('bookingType', 'Booking Type', 'text', 15),
    col('bookingId', 'Booking Id', 'int', 11),
    col('slotDate', 'Slot Date', 'date', 13),
    col('sport', 'Sport', 'text', 16),
    ...customer,
    col('gross', 'Gross', 'money', 13),
    col('discount', 'Discount', 'money', 13),
    col('paid', 'Paid', 'money', 13),
    col('netPrice', 'Net Price', 'money', 13),
    col('balance', 'Balance', 'money', 13),
  ],
  packages: [
    col('timestamp', 'Subscribed On', 'datetime', 20),
    col('packageName', 'Package', 'text', 20),
    col('member', 'Member', 'text', 22),
    col('mobile', 'Mobile', 'text', 16),
    col('startDate', 'Start', 'date', 13),
    col('renewalDate', 'Renewal', 'date', 13),
    col('status', 'Status', 'text', 11),
    col('gross', 'Gross', 'money', 13),
    col('discount', 'Discount', 'money', 13),
    col('paid', 'Paid', 'money', 13),
    col('balance', 'Balance', 'money', 13),
  ],
};

/** The summary strip of each report (spec 3 §3 keys, plus the few a report needs to add up). */
export const SUMMARY_KEYS: Record<ReportKind, { key: string; label: string; money: boolean }[]> = {
  master: [
    { key: 'paid', label: 'Paid', money: true },
    { key: 'refund', label: 'Refund', money: true },
    { key: 'net', label: 'Net', money: true },
    { key: 'cashCloses', label: 'Cash Closes', money: false },
    { key: 'closeDifference', label: 'Cash Difference', money: true },
  ],
  booking: [
    { key: 'bookings', label: 'Bookings', money: false },
    { key: 'gross', label: 'Gross', money: true },
    { key: 'fees', label: 'Fees', money: true },
    { key: 'discount', label: 'Discount', money: true },
    { key: 'paid', label: 'Paid', money: true },
    { key: 'balance', label: 'Balance', money: true },
    // Court sales after volume discounts, split by the price each slot was sold at (ADR 0075).
    { key: 'memberCourt', label: 'Court Sales at Member Prices', money: true },
    { key: 'guestCourt', label: 'Court Sales at Guest Prices', money: true },
  ],
  balance: [
    { key: 'bookings', label: 'Bookings', money: false },
    { key: 'gross', label: 'Gross', money: true },
    { key: 'fees', label: 'Fees', money: true },
    { key: 'discount', label: 'Discount', money: true },
    { key: 'paid', label: 'Paid', money: true },
    { key: 'balance', label: 'Balance', money: true },
  ],
  cancellation: [
    { key: 'cancellations', label: 'Cancellations', money: false },
    { key: 'cashRefund', label: 'Cash Refund', money: true },
    { key: 'cardRefund', label: 'Card Refund', money: true },
    { key: 'otherRefund', label: 'Other Refund', money: true },
    { key: 'upiRefund', label: 'UPI Refund', money: true },
    { key: 'creditsRefund', label: 'Credits Refund', money: true },
    { key: 'totalRefund', label: 'Total Refund', money: true },
    { key: 'lateCancelFee', label: 'Late-Cancel Fees', money: true },
    { key: 'feeOwed', label: 'Fees Owed', money: true },
  ],
  recharge: [
    { key: 'recharges', label: 'Recharges', money: false },
    { key: 'cash', label: 'Cash', money: true },
    { key: 'card', label: 'Card', money: true },
    { key: 'other', label: 'Other', money: true },
    { key: 'upi', label: 'UPI', money: true },
    { key: 'amount', label: 'Amount', money: true },
    { key: 'credits', label: 'Credits', money: true },
  ],
  credits: [
    { key: 'members', label: 'Members', money: false },
    { key: 'balance', label: 'Balance', money: true },
  ],
  addon: [
    { key: 'bookings', label: 'Bookings', money: false },
    { key: 'gross', label: 'Gross', money: true },
    { key: 'discount', label: 'Discount', money: true },
    { key: 'paid', label: 'Paid', money: true },
    { key: 'balance', label: 'Balance', money: true },
  ],
  packages: [
    { key: 'subscriptions', label: 'Subscriptions', money: false },
    { key: 'gross', label: 'Gross', money: true },
    { key: 'discount', label: 'Discount', money: true },
    { key: 'paid', label: 'Paid', money: true },
    { key: 'balance', label: 'Balance', money: true },
  ],
};

/** Columns of the cash closes listed under the master report (ADR 0034). */
export const CLOSE_COLUMNS: ReportColumn[] = [
  col('closedAt', 'Closed At', 'datetime', 20),
  col('handler', 'Handler', 'text', 14),
  col('expectedCash', 'Expected Cash', 'money', 14),
  col('countedCash', 'Counted Cash', 'money', 14),
  col('difference', 'Difference', 'money', 13),
  col('card', 'Card', 'money', 13),
  col('other', 'Other', 'money', 13),
  // A shift's UPI, counted apart from cash (ADR 0082 addendum).
  col('upi', 'UPI', 'money', 13),
];
