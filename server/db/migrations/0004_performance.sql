-- Indexes behind foreign keys and look-ups of the booking path (found with EXPLAIN ANALYZE on
-- the bench dataset: ~1.1 M occupancy rows). Partial where most rows carry no reference, so
-- the bulk of the table (bookings' rows) does not pay for them.

-- checkout deletes the cart's holds by cart slot, and deleting cart slots cascades here:
-- without it both read every occupancy row of the club (~75–115 ms on PGlite each).
CREATE INDEX occupancy_cart_slot_idx ON occupancy (cart_slot_id) WHERE cart_slot_id IS NOT NULL;
-- Deleting a booking slot (cancellation, reschedule) cascades here.
CREATE INDEX occupancy_booking_slot_idx ON occupancy (booking_slot_id) WHERE booking_slot_id IS NOT NULL;

-- Foreign keys into bookings, members and transactions: deleting or checking the referenced
-- row must not scan the referencing table.
CREATE INDEX member_credit_entries_booking_idx ON member_credit_entries (booking_id) WHERE booking_id IS NOT NULL;
CREATE INDEX member_credit_entries_transaction_idx ON member_credit_entries (transaction_id) WHERE transaction_id IS NOT NULL;
CREATE INDEX transactions_member_idx ON transactions (member_id) WHERE member_id IS NOT NULL;
CREATE INDEX bookings_member_idx ON bookings (member_id) WHERE member_id IS NOT NULL;
CREATE INDEX bookings_customer_idx ON bookings (customer_id) WHERE customer_id IS NOT NULL;
