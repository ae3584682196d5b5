-- The day caches read each club's change-log mark before serving a day (ADR 0057): the ids of the
-- club's rows above a settled floor. Without this index that read walks every row above the floor
-- of every club (primary key) or every row of the club (the day index).
CREATE INDEX change_log_club_id_idx ON change_log (club_id, id);
