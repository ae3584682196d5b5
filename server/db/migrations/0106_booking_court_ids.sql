-- The courts a booking occupies, kept on the booking (ADR 0041): a year's master report named
-- each money row's courts by probing booking_slots, 1.1 million index reads that were a fifth of
-- the report's database time. The slots stay the truth; these statement triggers keep the copy
-- in step with every writer (checkout, marketplace, patterns, reschedule, seeds), so no writer
-- can forget it. Sorted and distinct; '{}' once a booking's slots are all gone.
ALTER TABLE bookings ADD COLUMN court_ids integer[];

UPDATE bookings b SET court_ids = s.ids
  FROM (SELECT booking_id, array_agg(DISTINCT court_id ORDER BY court_id) AS ids FROM booking_slots GROUP BY booking_id) s
 WHERE s.booking_id = b.id;

-- New slots add their courts; a writer that already set them (checkout does) costs no update.
CREATE FUNCTION booking_court_ids_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE bookings b SET court_ids = ARRAY(SELECT DISTINCT c FROM unnest(COALESCE(b.court_ids, '{}') || n.ids) AS c ORDER BY c)
    FROM (SELECT booking_id, array_agg(court_id) AS ids FROM new_slots GROUP BY booking_id) n
   WHERE b.id = n.booking_id AND NOT COALESCE(b.court_ids, '{}') @> n.ids;
  RETURN NULL;
END $$;

-- Removed or moved slots: the courts are read again from what remains.
CREATE FUNCTION booking_court_ids_recount() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE bookings b SET court_ids = ARRAY(SELECT DISTINCT s.court_id FROM booking_slots s WHERE s.booking_id = b.id ORDER BY 1)
   WHERE b.id IN (SELECT booking_id FROM old_slots);
  RETURN NULL;
END $$;

CREATE FUNCTION booking_court_ids_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE bookings b SET court_ids = ARRAY(SELECT DISTINCT s.court_id FROM booking_slots s WHERE s.booking_id = b.id ORDER BY 1)
   WHERE b.id IN (SELECT booking_id FROM old_slots UNION SELECT booking_id FROM new_slots);
  RETURN NULL;
END $$;

CREATE TRIGGER booking_slots_court_ids_insert AFTER INSERT ON booking_slots
  REFERENCING NEW TABLE AS new_slots FOR EACH STATEMENT EXECUTE FUNCTION booking_court_ids_add();
CREATE TRIGGER booking_slots_court_ids_delete AFTER DELETE ON booking_slots
  REFERENCING OLD TABLE AS old_slots FOR EACH STATEMENT EXECUTE FUNCTION booking_court_ids_recount();
CREATE TRIGGER booking_slots_court_ids_update AFTER UPDATE ON booking_slots
  REFERENCING OLD TABLE AS old_slots NEW TABLE AS new_slots FOR EACH STATEMENT EXECUTE FUNCTION booking_court_ids_moved();
