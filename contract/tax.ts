import { z } from 'zod';
import { reply } from './envelope';
import { idNumber, isoDate } from './booking-fields';
import { TAX_DOCUMENT_KINDS } from './gst-amounts';

/** GST documents and the GST return summary on the wire (issue 29, ADR 0082). Money in major units. */
export const TaxMessages = {
  documentNotFound: 'Document not found',
  rangeBackwards: 'To date must be on or after the from date',
  rangeTooLong: 'Choose at most one year',
} as const;

const period = z.object({ from: isoDate, to: isoDate });

/** GET /api/tax/documents?from=&to= (optionally one booking's). */
export const taxDocumentsQuery = period.extend({ bookingId: idNumber.optional() });

export const taxDocumentRow = z.object({
  number: z.string(),
  kind: z.enum(TAX_DOCUMENT_KINDS),
  date: z.string(),
  bookingId: z.number().int().optional(),
  /** A credit note's invoice. */
  refersTo: z.string().optional(),
  customer: z.string(),
  taxable: z.number(),
  tax: z.number(),
  total: z.number(),
});
export type TaxDocumentRow = z.infer<typeof taxDocumentRow>;
export const taxDocumentsReply = reply({ documents: z.array(taxDocumentRow).optional() });

/** GET /api/tax/booking-documents?bookingId= : one booking's documents (its Transactions). */
export const bookingTaxDocumentsQuery = z.object({ bookingId: idNumber });

/** GET /api/tax/document?number= : the PDF. */
export const taxDocumentQuery = z.object({
  number: z.string().trim().min(1, 'number is required').max(16, 'number is at most 16 characters'),
});

const taxFigures = { taxable: z.number(), cgst: z.number(), sgst: z.number(), igst: z.number() };

/** GET /api/tax/summary?from=&to= : shaped like the GSTR-1 tables a venue's accountant files. */
export const gstSummaryReply = reply({
  summary: z
    .object({
      from: z.string(),
      to: z.string(),
      /** Table 7: B2C supplies by rate, credit notes netted. */
      b2c: z.array(z.object({ rate: z.number(), ...taxFigures })),
      /** Table 4: supplies to registered customers, by invoice. */
      b2b: z.array(z.object({ number: z.string(), customerGstin: z.string(), rate: z.number(), ...taxFigures })),
      /** Table 9B: credit notes issued in the period (shown as they were issued, before netting). */
      creditNotes: z.array(z.object({ number: z.string(), invoice: z.string(), rate: z.number(), ...taxFigures })),
      /** Table 11A: advances received (receipt vouchers) by rate. */
      advances: z.array(z.object({ rate: z.number(), ...taxFigures })),
      /**
       * Table 11B: advances adjusted — member credits (taxed on their receipt vouchers) that paid
       * invoices of the period, by rate, so their tax is not counted twice (ADR 0082 addendum).
       */
      advancesAdjusted: z.array(z.object({ rate: z.number(), ...taxFigures })).optional(),
      /** 11A − 11B by rate: the advances' tax still due for the period. */
      advancesNet: z.array(z.object({ rate: z.number(), ...taxFigures })).optional(),
      /** Table 12: HSN/SAC summary, credit notes netted. */
      hsn: z.array(z.object({ code: z.string(), rate: z.number(), quantity: z.number(), total: z.number(), ...taxFigures })),
      /** Table 13: documents issued, per series. */
      documents: z.array(
        z.object({
          kind: z.enum(TAX_DOCUMENT_KINDS),
          first: z.string(),
          last: z.string(),
          count: z.number().int(),
          cancelled: z.number().int(),
        }),
      ),
    })
    .optional(),
});
export type GstSummary = NonNullable<z.infer<typeof gstSummaryReply>['summary']>;
export const gstSummaryQuery = period;
