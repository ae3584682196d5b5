-- Find Bookings by customer name (issue 27 item 6, ADR 0063): any part of the name, any case
-- (ILIKE '%…%'). A btree cannot serve a match in the middle of a name; trigram GIN indexes can,
-- so a rare name is found without reading every booking of the club.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX bookings_customer_name_trgm_idx ON bookings USING gin (customer_name gin_trgm_ops);
CREATE INDEX pattern_bookings_customer_name_trgm_idx ON pattern_bookings USING gin (customer_name gin_trgm_ops);
