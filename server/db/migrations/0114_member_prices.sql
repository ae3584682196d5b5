-- Member and guest prices (issue 30 part 1, ADR 0075).

-- A price slot may carry a member price beside its guest price (null: members pay what guests
-- pay, less the class's member discount when it has one).
ALTER TABLE price_slots ADD COLUMN member_price_minor bigint CHECK (member_price_minor IS NULL OR member_price_minor >= 0);
-- A member discount in percent for the whole class, used where a price slot has no member price.
ALTER TABLE price_classes ADD COLUMN member_discount_percent numeric(5, 2)
  CHECK (member_discount_percent IS NULL OR (member_discount_percent >= 0 AND member_discount_percent <= 100));

-- The cart line's member price (frozen with the guest price when carted) and whether the line is
-- priced for a member: set once the desk names a customer who is a member at the slot's date.
ALTER TABLE cart_slots ADD COLUMN member_price_minor bigint;
ALTER TABLE cart_slots ADD COLUMN member_rate boolean NOT NULL DEFAULT false;
-- The member the cart's lines were priced for (null: priced as a guest).
ALTER TABLE carts ADD COLUMN price_member_id integer;

-- Which price a booked slot was sold at: the reports split member and guest revenue on it.
ALTER TABLE booking_slots ADD COLUMN member_rate boolean NOT NULL DEFAULT false;
