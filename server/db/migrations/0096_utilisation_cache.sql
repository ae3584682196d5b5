-- Issue 13 (utilisation, ADR 0035): a year of occupancy is ~150k rows per sport, too many to
-- scan for every heatmap. Booked and blocked court-minutes are kept per sport, occupancy start
-- date and hour; a day is recomputed from occupancy when change_log says it changed since.
CREATE TABLE utilisation_hours (
  club_id integer NOT NULL,
  activity_id integer NOT NULL,
  -- The date of the occupancy rows' start (change_log.slot_date); hour_start may be the next day.
  source_date date NOT NULL,
  hour_start timestamp NOT NULL,
  booked double precision NOT NULL,
  blocked double precision NOT NULL,
  PRIMARY KEY (club_id, activity_id, source_date, hour_start)
);
CREATE TABLE utilisation_days (
  club_id integer NOT NULL,
  activity_id integer NOT NULL,
  source_date date NOT NULL,
  computed_at timestamptz NOT NULL,
  PRIMARY KEY (club_id, activity_id, source_date)
);
CREATE INDEX change_log_day_idx ON change_log (club_id, activity_id, slot_date, created_at);
