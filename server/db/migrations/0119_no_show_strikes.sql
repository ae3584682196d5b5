-- No-show strikes (issue 30, ADR 0081): the checkout counts a customer's bookings marked No Show in
-- the last M days of the club. No-shows are few, so this partial index holds only them and the
-- count reads a handful of rows whatever the club's volume (bookings_date_idx would read every
-- booking of those M days).
CREATE INDEX bookings_no_show_idx ON bookings (club_id, booking_date) WHERE no_show;
