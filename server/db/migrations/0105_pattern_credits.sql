-- Member credits paying a pattern (bulk) booking (ADR 0037). Credits are not takings (the money
-- came in at the recharge, type 5), so like a single booking's credits they are ledger rows, not
-- transactions: a redemption is a negative 'redeem' entry with pattern_id, a credit given back by
-- a cancellation a positive 'refund' entry with pattern_id. The pattern's credits are their sum.
ALTER TABLE member_credit_entries ADD COLUMN pattern_id integer;
ALTER TABLE member_credit_entries ADD CONSTRAINT member_credit_entries_pattern_fk
  FOREIGN KEY (club_id, pattern_id) REFERENCES pattern_bookings (club_id, id);
-- The pattern balance (calendar badges, search rows) sums a pattern's entries.
CREATE INDEX member_credit_entries_pattern_idx ON member_credit_entries (pattern_id) WHERE pattern_id IS NOT NULL;
