-- A tournament's sign-up message (issue 41), as migrations/sqlite/0027_signup_messages.sql
-- (which says what it holds).
ALTER TABLE tournaments ADD COLUMN signup_message TEXT;
