-- Issue 13 (utilisation, dashboard, cash close): the dashboard counts bookings by when they
-- were made and cancelled in the club's period; without these it reads every booking of the club.
CREATE INDEX bookings_club_created_idx ON bookings (club_id, created_at);
CREATE INDEX bookings_club_cancelled_idx ON bookings (club_id, cancelled_at) WHERE cancelled_at IS NOT NULL;
-- A person's money since their last close (cash close): their rows in the club by time.
CREATE INDEX transactions_club_user_time_idx ON transactions (club_id, user_id, created_at);
