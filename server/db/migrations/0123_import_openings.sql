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

-- The members sync clock (migration 0109) moves once per transaction, not once per row. A
-- transaction that has already moved its club's clock holds the clock's row until it commits,
-- so every member it stamps can share that tick: they all become visible at the same commit, and
-- the readers (the members mirror, webhook member events) ask for ticks above a cursor, never
-- page within a tick. Before, a 2,000-member import batch updated the one clock row thousands of
-- times in one transaction, each update walking the row's growing chain of versions.
-- The xmin tests compare 32-bit transaction ids: pg_current_xact_id() carries an epoch above them.
CREATE OR REPLACE FUNCTION members_stamp_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  mine bigint;
BEGIN
  SELECT c.tick INTO mine FROM member_sync_clocks c
    WHERE c.club_id = NEW.club_id AND c.xmin::text::bigint = pg_current_xact_id()::text::bigint % 4294967296;
  IF mine IS NOT NULL THEN
    NEW.sync_tick := mine;
    RETURN NEW;
  END IF;
  INSERT INTO member_sync_clocks AS c (club_id, tick) VALUES (NEW.club_id, 1)
    ON CONFLICT (club_id) DO UPDATE SET tick = c.tick + 1
    RETURNING c.tick INTO NEW.sync_tick;
  RETURN NEW;
END $$;

-- A credits entry or a subscription change re-stamps its member, unless this transaction has
-- written the member already: the member then carries this transaction's tick, which becomes
-- visible with the entry at the same commit.
CREATE OR REPLACE FUNCTION member_touch_from_child() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE members SET sync_tick = 0
    WHERE club_id = NEW.club_id AND id = NEW.member_id
      AND xmin::text::bigint <> pg_current_xact_id()::text::bigint % 4294967296;
  RETURN NEW;
END $$;

-- Batch-by-batch progress of a committing import: the console names the commit with a key of its
-- own (it does not know the run's id until the reply), and each batch's transaction adds its rows.
ALTER TABLE import_runs ADD COLUMN progress_key text CHECK (char_length(progress_key) <= 64);
ALTER TABLE import_runs ADD COLUMN rows_total integer NOT NULL DEFAULT 0;
ALTER TABLE import_runs ADD COLUMN rows_done integer NOT NULL DEFAULT 0;
CREATE INDEX import_runs_progress_idx ON import_runs (club_id, progress_key) WHERE progress_key IS NOT NULL;
