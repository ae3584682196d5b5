-- UPI is its own payment mode (4) at the desk (issue 29 §4, ADR 0082), counted apart from cash.
ALTER TABLE transactions DROP CONSTRAINT transactions_mode_check;
ALTER TABLE transactions ADD CONSTRAINT transactions_mode_check CHECK (mode BETWEEN 0 AND 4);
ALTER TABLE cart_extras DROP CONSTRAINT cart_extras_mode_check;
ALTER TABLE cart_extras ADD CONSTRAINT cart_extras_mode_check CHECK (mode BETWEEN 0 AND 4);
