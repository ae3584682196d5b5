-- member.created and subscription.created webhooks (issue 28 part 2, ADR 0073 addendum).
-- Members and subscriptions write no change_log row; each change to either takes the next tick
-- of the club's members clock (0109: a subscription row touches its member, and a tick is held
-- until its transaction commits, so ticks commit in order). The webhook reader keeps, per club,
-- the last tick it read: members stamped above it are the ones to look at, exactly once more.
CREATE TABLE webhook_member_cursors (
  club_id integer PRIMARY KEY REFERENCES clubs (id) ON DELETE CASCADE,
  tick bigint NOT NULL
);
