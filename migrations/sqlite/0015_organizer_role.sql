-- A role whose members may create and run tournaments (issue 27), beside Manage Server.
ALTER TABLE server_settings ADD COLUMN organizer_role TEXT;
