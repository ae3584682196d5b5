-- A cart belongs to a session (one desk terminal), not to a login (issue 7): two tablets signed
-- in as the same user each have their own cart, and each sees the other's holds as 'Booking in
-- Progress'. Carts are short-lived holds (minutes), so existing ones are dropped rather than
-- guessed onto a session; their held slots go with them (ON DELETE CASCADE).
DELETE FROM carts;
ALTER TABLE carts ADD COLUMN session_id bigint NOT NULL REFERENCES sessions (id) ON DELETE CASCADE;
ALTER TABLE carts DROP CONSTRAINT carts_club_id_user_id_key;
ALTER TABLE carts ADD CONSTRAINT carts_club_session_key UNIQUE (club_id, session_id);
CREATE INDEX carts_user_idx ON carts (club_id, user_id);
