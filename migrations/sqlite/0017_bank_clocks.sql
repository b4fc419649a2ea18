-- Correspondence clocks (issue 28): a bank per player that runs down during their turns and
-- grows by an increment after each move, up to a cap. `turn_seconds` keeps the time per turn
-- or, for a bank, the starting bank; a bank's increment and cap are both set or both NULL
-- (a time per turn). A game also keeps each player's bank (NULL for a time per turn) and
-- when the current turn began (NULL in games stored before this migration, whose turn began
-- `turn_seconds` before their deadline).
ALTER TABLE challenges ADD COLUMN bank_increment INTEGER CHECK (bank_increment > 0);
ALTER TABLE challenges ADD COLUMN bank_cap INTEGER CHECK (bank_cap > 0);
ALTER TABLE tournaments ADD COLUMN bank_increment INTEGER CHECK (bank_increment > 0);
ALTER TABLE tournaments ADD COLUMN bank_cap INTEGER CHECK (bank_cap > 0);
ALTER TABLE games ADD COLUMN bank_increment INTEGER CHECK (bank_increment > 0);
ALTER TABLE games ADD COLUMN bank_cap INTEGER CHECK (bank_cap > 0);
ALTER TABLE games ADD COLUMN first_bank INTEGER CHECK (first_bank >= 0);
ALTER TABLE games ADD COLUMN second_bank INTEGER CHECK (second_bank >= 0);
ALTER TABLE games ADD COLUMN turn_started INTEGER;
