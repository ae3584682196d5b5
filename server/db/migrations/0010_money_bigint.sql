-- Money is bigint minor units end to end (issue 7): an add-on of 300,000 × ₹100 overflowed an
-- integer column and left the day and the booking answering 500. Every money column of the
-- existing tables becomes bigint; quantities and counts stay integer, bounded by validation
-- (contract/limits.ts), and their products are computed in bigint.
ALTER TABLE price_slots ALTER COLUMN price_minor TYPE bigint;
ALTER TABLE club_extras ALTER COLUMN price_minor TYPE bigint;
ALTER TABLE carts ALTER COLUMN club_discount_minor TYPE bigint, ALTER COLUMN credits_minor TYPE bigint;
ALTER TABLE cart_slots ALTER COLUMN unit_price_minor TYPE bigint;
ALTER TABLE cart_extras ALTER COLUMN price_minor TYPE bigint, ALTER COLUMN advance_minor TYPE bigint,
  ALTER COLUMN discount_minor TYPE bigint;
ALTER TABLE bookings ALTER COLUMN court_gross_minor TYPE bigint, ALTER COLUMN volume_discount_minor TYPE bigint,
  ALTER COLUMN club_discount_minor TYPE bigint, ALTER COLUMN credits_minor TYPE bigint;
ALTER TABLE booking_slots ALTER COLUMN gross_minor TYPE bigint, ALTER COLUMN price_minor TYPE bigint;
ALTER TABLE booking_extras ALTER COLUMN price_minor TYPE bigint, ALTER COLUMN discount_minor TYPE bigint;
ALTER TABLE transactions ALTER COLUMN amount_minor TYPE bigint;
ALTER TABLE member_credit_entries ALTER COLUMN amount_minor TYPE bigint;
