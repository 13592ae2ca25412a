-- A stay in another time zone ("I'm in London until Friday"): time_zone is
-- the place's, home_zone the zone to go back to ('' at home), stay_until
-- when (unix seconds; NULL until the user says they are back).
ALTER TABLE users ADD COLUMN home_zone TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN stay_until BIGINT;

CREATE INDEX users_stay_until ON users (stay_until) WHERE stay_until IS NOT NULL;
