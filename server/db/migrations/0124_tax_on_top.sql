-- Prices that exclude GST (issue 29, ADR 0082 addendum). When a club's prices exclude tax, a sale
-- fixes the GST rate of each of its lines (basis points, 0 when prices include tax) and whether
-- the supply is inter-state, at the moment it is priced; what the customer owes is the line's
-- value plus GST on it, derived by one rule (server/ledger/tax-on-top.ts) from these columns, so a
-- later discount, price edit or reschedule changes the tax with the value it is charged on.
ALTER TABLE bookings ADD COLUMN tax_rate_bp integer NOT NULL DEFAULT 0 CHECK (tax_rate_bp BETWEEN 0 AND 4000);
ALTER TABLE bookings ADD COLUMN tax_inter_state boolean NOT NULL DEFAULT false;
ALTER TABLE booking_extras ADD COLUMN tax_rate_bp integer NOT NULL DEFAULT 0 CHECK (tax_rate_bp BETWEEN 0 AND 4000);
ALTER TABLE member_subscriptions ADD COLUMN tax_rate_bp integer NOT NULL DEFAULT 0 CHECK (tax_rate_bp BETWEEN 0 AND 4000);
ALTER TABLE member_subscriptions ADD COLUMN tax_inter_state boolean NOT NULL DEFAULT false;
ALTER TABLE event_registrations ADD COLUMN tax_rate_bp integer NOT NULL DEFAULT 0 CHECK (tax_rate_bp BETWEEN 0 AND 4000);
ALTER TABLE event_registrations ADD COLUMN tax_inter_state boolean NOT NULL DEFAULT false;
-- A customer's GSTIN given at checkout (B2B): printed on the booking's invoices as the recipient.
ALTER TABLE bookings ADD COLUMN customer_gstin text CHECK (customer_gstin IS NULL OR length(customer_gstin) = 15);
-- The sale a document belongs to beyond bookings and packages: an event registration or a bulk
-- (pattern) booking. An invoice paid in part by member credits (an advance already taxed on its
-- receipt voucher) records how much, at which rate: the GST summary's Table 11B (advances adjusted).
ALTER TABLE tax_documents ADD COLUMN event_registration_id integer;
ALTER TABLE tax_documents ADD COLUMN pattern_id integer;
ALTER TABLE tax_documents ADD COLUMN advance_minor bigint NOT NULL DEFAULT 0 CHECK (advance_minor >= 0);
ALTER TABLE tax_documents ADD COLUMN advance_rate_bp integer NOT NULL DEFAULT 0 CHECK (advance_rate_bp BETWEEN 0 AND 4000);
-- A late-cancel or no-show fee is its own supply: its invoice (and a credit note against it)
-- names the fee's kind, so the booking's own invoices and notes leave it apart.
ALTER TABLE tax_documents ADD COLUMN fee_kind text CHECK (fee_kind IS NULL OR fee_kind IN ('late_cancel', 'no_show'));
