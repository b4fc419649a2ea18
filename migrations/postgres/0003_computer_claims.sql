-- Computer turns claimed by one process (issue 17), as
-- migrations/sqlite/0010_computer_claims.sql: the version whose computer turn is being
-- searched and the end of that process's lease.
ALTER TABLE games ADD COLUMN computer_claim_version BIGINT;
ALTER TABLE games ADD COLUMN computer_claim_until BIGINT;
