-- Issue 13 (utilisation, dashboard, cash close). The dashboard counts bookings by when they were
-- made and cancelled in the club's period through the indexes of 0091 (both its queries say
-- `cancelled`, which that partial index needs).
-- A person's money since their last close (cash close): their rows in the club by time.
CREATE INDEX transactions_club_user_time_idx ON transactions (club_id, user_id, created_at);
