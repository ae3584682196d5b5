-- The members mirror, exact per club (issue 26 item 6). Rows were stamped with the writing
-- transaction's id and a desk asked for rows at or after the oldest transaction running in the
-- whole cluster, so any open transaction anywhere (another club, another database) made a quiet
-- sync resend rows. Now each club has a clock: a member's change takes the club's next tick
-- while holding the clock's row until it commits, so ticks commit in order and a desk's cursor
-- (the clock it saw) is exact: it is sent each change once.
CREATE TABLE member_sync_clocks (
  club_id integer PRIMARY KEY REFERENCES clubs (id) ON DELETE CASCADE,
  tick bigint NOT NULL
);

-- Clocks start past every transaction id a desk may hold as its old cursor, and every member is
-- stamped with that start: a desk's next sync after this migration resends its club once.
INSERT INTO member_sync_clocks (club_id, tick)
  SELECT id, pg_current_xact_id()::text::bigint + 1 FROM clubs;

DROP TRIGGER members_stamp_sync ON members;
DROP FUNCTION members_stamp_sync();
DROP INDEX members_sync_idx;
ALTER TABLE members RENAME COLUMN sync_xid TO sync_tick;
UPDATE members m SET sync_tick = c.tick FROM member_sync_clocks c WHERE c.club_id = m.club_id;
CREATE INDEX members_sync_idx ON members (club_id, sync_tick);

CREATE FUNCTION members_stamp_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_sync_clocks AS c (club_id, tick) VALUES (NEW.club_id, 1)
    ON CONFLICT (club_id) DO UPDATE SET tick = c.tick + 1
    RETURNING c.tick INTO NEW.sync_tick;
  RETURN NEW;
END $$;
CREATE TRIGGER members_stamp_sync BEFORE INSERT OR UPDATE ON members
  FOR EACH ROW EXECUTE FUNCTION members_stamp_sync();

CREATE OR REPLACE FUNCTION member_touch_from_child() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE members SET sync_tick = 0 WHERE club_id = NEW.club_id AND id = NEW.member_id;
  RETURN NEW;
END $$;
