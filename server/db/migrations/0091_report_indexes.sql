-- Issue 13 (reports): the report queries select by club and a club-local period on these
-- timestamps (transactions already has (club_id, created_at)). Without them a year's booking,
-- cancellation or packages report scans every row of the club.
CREATE INDEX bookings_club_created_idx ON bookings (club_id, created_at);
CREATE INDEX bookings_club_cancelled_idx ON bookings (club_id, cancelled_at) WHERE cancelled;
CREATE INDEX member_subscriptions_club_created_idx ON member_subscriptions (club_id, created_at);
CREATE INDEX member_credit_entries_club_member_idx ON member_credit_entries (club_id, member_id, created_at);
CREATE INDEX transactions_extra_idx ON transactions (booking_extra_id) WHERE booking_extra_id IS NOT NULL;
