-- Partners' keys kept apart and limited (issue 26 item 3, ADR 0070).

-- Which key sold a marketplace booking: a key acts only on what it created. Written in the same
-- statement as the booking (server/modules/marketplace/book.ts).
CREATE TABLE marketplace_bookings (
  booking_id integer PRIMARY KEY REFERENCES bookings (id) ON DELETE CASCADE,
  club_id integer NOT NULL REFERENCES clubs (id) ON DELETE CASCADE,
  key_id integer NOT NULL REFERENCES marketplace_keys (id) ON DELETE CASCADE
);
CREATE INDEX marketplace_bookings_key_idx ON marketplace_bookings (key_id);

-- Bookings sold before keys were told apart belong to their club's key where the club had only
-- one; the rest stay unowned (ADR 0070: any key of the club may still act on those).
INSERT INTO marketplace_bookings (booking_id, club_id, key_id)
SELECT b.id, b.club_id, k.id
FROM bookings b
JOIN (SELECT club_id, min(id) AS id FROM marketplace_keys GROUP BY club_id HAVING count(*) = 1) k ON k.club_id = b.club_id
WHERE b.is_marketplace;

-- Stored replies belong to the key that sent the request (0 = a desk's session, as before).
ALTER TABLE idempotency_keys ADD COLUMN api_key_id integer NOT NULL DEFAULT 0;
ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
ALTER TABLE idempotency_keys ADD PRIMARY KEY (club_id, user_id, api_key_id, route, key);

-- Each key's rate limit: requests per minute, counted in a window that starts at the window's
-- first request and lasts a minute. The count lives on the key's row so that every API process
-- shares it, and the key lookup that already stamps last_used_at counts the request too.
ALTER TABLE marketplace_keys ADD COLUMN per_minute integer NOT NULL DEFAULT 120 CHECK (per_minute BETWEEN 1 AND 6000);
ALTER TABLE marketplace_keys ADD COLUMN window_start timestamptz;
ALTER TABLE marketplace_keys ADD COLUMN window_hits integer NOT NULL DEFAULT 0;
