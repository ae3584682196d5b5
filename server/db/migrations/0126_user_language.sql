-- The language a person uses the console in (issue 32 §2, ADR 0085): one per person, for every
-- club they work in. The console's pickers offer exactly these; the contract checks them first.
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi'));
