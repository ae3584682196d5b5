-- Idempotency keys belong to the person who sent them (issue 7): a key reused by another user
-- of the club is a new request, not a replay of someone else's booking. request_hash holds a
-- digest of the request so the same key with another body is refused instead of replayed.
ALTER TABLE idempotency_keys ADD COLUMN user_id integer NOT NULL DEFAULT 0;
ALTER TABLE idempotency_keys ADD COLUMN request_hash text;
ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
ALTER TABLE idempotency_keys ADD PRIMARY KEY (club_id, user_id, route, key);
