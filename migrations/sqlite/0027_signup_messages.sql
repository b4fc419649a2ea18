-- A tournament's sign-up message (issue 41): the id of the message with the Join and Leave
-- buttons that `/tournament create` posted in the tournament's channel, kept so a join or a
-- leave by command (or by another process, or after a restart) can bring it up to date.
-- NULL where none was recorded (the console, a league's divisions, older tournaments).
ALTER TABLE tournaments ADD COLUMN signup_message TEXT;
