-- Issue 13, scale (ADR 0036): the master report reads a club's money rows a page at a time in
-- (created_at, id) order after the last row sent. With id in the index the order is the index
-- order, so a page is an index range read that stops at the LIMIT instead of sorting the whole
-- period's rows (ties on created_at are common: a checkout writes several rows at one instant).
-- It serves every query the (club_id, created_at) index served, which it replaces (one index
-- less to maintain on each payment).
CREATE INDEX transactions_club_time_id_idx ON transactions (club_id, created_at, id);
DROP INDEX transactions_club_time_idx;
