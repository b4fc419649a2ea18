-- A server's default clock may be a bank (issue 28): `turn_seconds` keeps the time per turn
-- or the starting bank, with the bank's increment and cap (both NULL for a time per turn), as
-- challenges, tournaments and games keep theirs.
ALTER TABLE server_settings ADD COLUMN bank_increment INTEGER CHECK (bank_increment > 0);
ALTER TABLE server_settings ADD COLUMN bank_cap INTEGER CHECK (bank_cap > 0);
