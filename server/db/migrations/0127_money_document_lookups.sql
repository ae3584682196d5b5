-- The master report shows each money row's tax document (issue 29, ADR 0082): a recharge's
-- receipt voucher by its money row, and a sale's invoice or credit note by the pattern,
-- subscription or event registration it was issued for (bookings have their index since 0121).
-- One index probe each per money row; partial, so a club that issues no documents pays nothing.
CREATE INDEX tax_documents_transaction_idx ON tax_documents (transaction_id) WHERE transaction_id IS NOT NULL;
CREATE INDEX tax_documents_pattern_idx ON tax_documents (pattern_id) WHERE pattern_id IS NOT NULL;
CREATE INDEX tax_documents_subscription_idx ON tax_documents (subscription_id) WHERE subscription_id IS NOT NULL;
CREATE INDEX tax_documents_event_registration_idx ON tax_documents (event_registration_id) WHERE event_registration_id IS NOT NULL;
