-- Computer turns claimed by one process (issue 17): before searching the computer's turn of
-- a game at a version, a process records that version and a lease's end here; nobody else
-- searches that turn until the lease ends (the process died mid-search) or the game moves on.
ALTER TABLE games ADD COLUMN computer_claim_version INTEGER;
ALTER TABLE games ADD COLUMN computer_claim_until INTEGER;
