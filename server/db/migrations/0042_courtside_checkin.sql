-- Courtside check-in (issue 8, ADR 0030).

-- The secret half of the check-in code came from random(), a generator not meant for secrets.
-- gen_random_uuid() draws from the strong random source (core since PostgreSQL 13; PGlite has
-- it); md5 spreads its bits evenly over the 6 hex digits people type. Existing codes stay valid.
ALTER TABLE bookings ALTER COLUMN checkin_secret SET DEFAULT upper(substr(md5(gen_random_uuid()::text), 1, 6));

-- A confirmation that carries a check-in code: the email transport attaches its QR as a picture
-- (an SMS carries the code as text). Null for every other message.
ALTER TABLE notification_outbox ADD COLUMN checkin_code text CHECK (char_length(checkin_code) <= 40);
