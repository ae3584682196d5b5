import { FEE_LINE_NAMES } from '../../../contract/cancel-fees';
import { PAYMENT_MODE_NAMES, TRANSACTION_TYPE_NAMES } from '../../../contract/codes';
import type { TaxDocumentKind } from '../../../contract/gst-amounts';

/*
 * The words of the server's documents (PDF receipts, statements, GST documents, our own
 * spreadsheets' headings) in English: exactly the texts they had before they could be read in
 * Hindi (ADR 0087), which the API tests read back. A text with a value in it is a function, so
 * both languages place the value where their grammar wants it; nothing here builds sentences.
 * hi.ts has the same shape (the compiler holds it to this one).
 */
export const en = {
  /** The club block at the top of a receipt or statement. */
  taxId: (id: string) => `Tax ID: ${id}`,
  paymentsAndRefunds: 'Payments and refunds',
  paymentsHead: ['No.', 'Date', 'Type', 'Mode', 'Amount'],
  /** A refund row in a statement's payments, after its type ('Single Booking (refund)'). */
  refundMark: ' (refund)',
  /** A booking's late-cancel or no-show fee row, whose type is the fee. */
  bookingFee: 'Booking Fee',
  /** A booking's status as the server computes it (core/club-clock.ts bookingStatusAt), by its English. */
  bookingStatuses: { Upcoming: 'Upcoming', Ongoing: 'Ongoing', Completed: 'Completed', Cancelled: 'Cancelled' } as Record<string, string>,
  paymentModes: PAYMENT_MODE_NAMES as Record<number, string>,
  transactionTypes: TRANSACTION_TYPE_NAMES as Record<number, string>,
  /** What a money row paid for (transactions.target): English shows the stored word itself. */
  targets: {} as Record<string, string>,
  feeLines: FEE_LINE_NAMES,
  lines: 'Lines',
  summary: 'Summary',
  gross: 'Gross',
  discount: 'Discount',
  balance: 'Balance',
  paidNetOfRefunds: 'Paid (net of refunds)',
  dateAndTime: 'Date and time',
  bookingId: 'Booking ID',

  receipt: {
    title: 'Receipt',
    fileTitle: (id: number) => `Receipt ${id}`,
    number: 'Receipt no.',
    date: 'Date',
    for: 'For',
    /** After the type and target of a refund row: 'Single Booking (court) - refund'. */
    refund: ' - refund',
    amount: 'Amount',
    mode: 'Mode',
    handler: 'Handler',
    customer: 'Customer',
    activity: 'Activity',
    courts: 'Courts',
    balanceDue: 'Balance due',
    checkinCode: (code: string) => `Check-in code: ${code}`,
  },

  statement: {
    title: (id: number) => `Statement of booking ${id}`,
    fileTitle: (id: number) => `Statement ${id}`,
    cancelled: ' · Booking is cancelled',
    head: ['Item', 'Date and time', 'Qty', 'Gross'],
    credits: 'Credits',
  },

  pattern: {
    title: (id: number) => `Statement of bulk booking ${id}`,
    fileTitle: (id: number) => `Bulk booking statement ${id}`,
    name: (id: number) => `Bulk booking ${id}`,
    /** By pattern_bookings.cancelled: 0 live, 1 cancelled, 2 partly. */
    states: ['Active', 'Cancelled', 'Partially cancelled'],
    period: (from: string, to: string) => `${from} to ${to}`,
    allDay: 'All day',
    bookings: 'Bookings',
    head: ['Booking ID', 'Date and time', 'Courts', 'Status', 'Gross'],
    addOn: 'Add-on',
    grossOfLive: 'Gross of live bookings',
    keptOnCancellation: 'Kept on cancellation',
    paidWithCredits: 'Paid with member credits',
    addOnsBalance: 'Add-ons balance',
    /** After a payment row's type and target: 'Pattern Booking (court) refund'. */
    refund: ' refund',
  },

  tax: {
    titles: { invoice: 'Tax Invoice', 'credit-note': 'Credit Note', 'receipt-voucher': 'Receipt Voucher' } as Record<
      TaxDocumentKind,
      string
    >,
    number: (title: string) => `${title} no.`,
    date: 'Date',
    againstInvoice: 'Against invoice',
    invoiceDated: (number: string, date: string) => `${number} dated ${date}`,
    reason: 'Reason',
    placeOfSupply: 'Place of supply',
    customer: 'Customer',
    customerGstin: 'Customer GSTIN',
    moneyReceived: 'Money received (transaction)',
    supplier: (gstin: string, state: string) => `GSTIN: ${gstin} · State: ${state}`,
    description: 'Description',
    hsnSac: 'HSN/SAC',
    qty: 'Qty',
    taxable: 'Taxable',
    rate: 'Rate',
    total: 'Total',
    halfEach: 'CGST and SGST are each half of the rate.',
    amountInWords: (words: string) => `Amount in words: ${words}`,
    taxSum: (cgst: string, sgst: string, sum: string) => `Tax: CGST ${cgst} + SGST ${sgst} = ${sum}`,
    signatory: (supplier: string) => `For ${supplier}\nAuthorised signatory (issued electronically)`,
  },

  /** Our own spreadsheets' headings that are not report columns. */
  sheets: {
    /** The report sheet's heading above its summary rows. */
    summary: 'Summary',
    /** Heading of the cash closes block under a master sheet (ADR 0034). */
    cashCloses: 'Cash closes of the period',
    registrations: 'Registrations',
    eventColumns: {
      bookingId: 'Booking Id',
      bookingDate: 'Booking Date',
      event: 'Event',
      category: 'Category',
      subCategory: 'Sub Category',
      name: 'Name',
      mobile: 'Mobile',
      email: 'Email',
      tickets: 'Tickets',
      source: 'Source',
      total: 'Total',
      paid: 'Paid',
    },
    eventSources: { desk: 'Desk', marketplace: 'Marketplace' },
    addons: 'Add-ons',
    addonColumns: {
      name: 'Name',
      quantity: 'Qty Available',
      price: 'Price Per Item',
      scope: 'Per/All Activity',
      rental: 'Rental/Non Rental',
      active: 'Active/Inactive',
    },
    addonValues: {
      perActivity: 'Per Activity',
      allActivity: 'All Activity',
      rental: 'Rental',
      nonRental: 'Non Rental',
      active: 'Active',
      inactive: 'Inactive',
    },
    auditLog: 'Audit log',
    auditColumns: { when: 'When', who: 'Who', what: 'What', id: 'Id', change: 'Change', before: 'Before', after: 'After' },
    /**
     * Words the reports write inside their rows (server/modules/reports/kinds/), by the English
     * the row holds; the transaction types and payment modes are those above (report-words.ts).
     */
    rowWords: {
      'Event Registration': 'Event Registration',
      'Booking Fee': 'Booking Fee',
      Subscription: 'Subscription',
      Active: 'Active',
      Cancelled: 'Cancelled',
      Lifetime: 'Lifetime',
    },
    /** After a refund row's type: 'Single Booking (Refund)'. */
    rowRefund: ' (Refund)',
  },
};

export type DocumentTexts = typeof en;
