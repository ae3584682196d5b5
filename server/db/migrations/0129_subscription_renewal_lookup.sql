-- A subscription is listed unless an active renewal of it exists (ledger/subscriptions-listed.ts).
-- Without an index on renews_id that check read every subscription of every club once per
-- statement (a hashed seq scan: 12,000 rows, 1.3 ms on PostgreSQL, more on PGlite), and it runs on
-- every member search by phone, member card and package list (issue 33: member search p99).
-- Partial: only renewals have the column set.
CREATE INDEX member_subscriptions_renews_idx ON member_subscriptions (renews_id) WHERE renews_id IS NOT NULL;
