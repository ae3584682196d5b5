-- Subscriptions and future bookings brought from a venue's previous software (issue 31, ADR 0074
-- addendum).

-- Money the old system took for an imported booking or subscription: one money row per booking
-- or subscription, so its balance (derived from money rows) is what the file says. It is an
-- opening row, not takings: the dashboard, the master report and the cash close leave it out,
-- while balances, payment badges, refunds and the booking and package reports count it.
ALTER TABLE transactions ADD COLUMN opening boolean NOT NULL DEFAULT false;

-- The old system's reference of an imported booking: a re-run of the same file finds the booking
-- it made by its reference and changes nothing.
ALTER TABLE import_sources ADD COLUMN reference text CHECK (char_length(reference) <= 100);
CREATE UNIQUE INDEX import_sources_reference_idx ON import_sources (club_id, entity, reference) WHERE reference IS NOT NULL;
