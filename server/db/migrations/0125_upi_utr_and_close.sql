-- UPI everywhere (issue 29 §4, ADR 0082 addendum "UPI everywhere and the summary export").

-- The UTR (the 12-digit Unique Transaction Reference of the UPI payment) the desk may record with
-- a UPI payment, kept with its money row. Only UPI rows carry one, and only 12 digits: the routes
-- refuse anything else with the field named; this constraint is the last line.
ALTER TABLE transactions ADD COLUMN utr text;
ALTER TABLE transactions ADD CONSTRAINT transactions_utr_check CHECK (utr IS NULL OR (mode = 4 AND utr ~ '^[0-9]{12}$'));
-- One bank payment is one money row of the club: the same UTR twice is the same money counted twice.
CREATE UNIQUE INDEX transactions_club_utr_idx ON transactions (club_id, utr) WHERE utr IS NOT NULL;

-- A stored cash close counts the shift's UPI apart from cash (it never reaches the drawer).
ALTER TABLE cash_closes ADD COLUMN upi_minor bigint NOT NULL DEFAULT 0;
-- Closes stored between UPI's arrival (0122) and this column: their UPI is what the person's UPI
-- rows in the close's window said, the same window the close counted its other modes over.
UPDATE cash_closes c SET upi_minor = s.upi
FROM (
  SELECT c2.id, SUM(t.amount_minor) AS upi
  FROM cash_closes c2
  JOIN transactions t ON t.club_id = c2.club_id AND t.user_id = c2.user_id AND t.mode = 4 AND NOT t.opening
    AND t.created_at <= c2.closed_at
    -- A first close starts at the person's first row (counted); a later one at the previous close (not).
    AND (t.created_at > c2.period_from
         OR (t.created_at = c2.period_from
             AND NOT EXISTS (SELECT 1 FROM cash_closes p WHERE p.club_id = c2.club_id AND p.user_id = c2.user_id AND p.closed_at = c2.period_from)))
  GROUP BY c2.id
) s
WHERE c.id = s.id;
