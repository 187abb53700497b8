-- A recording opened before the buyer's browser had a buyer cookie, and taken by the buyer whose order
-- call tied it: its chunks sent without the cookie are still its own (a chunk may leave while the order
-- call that sets the cookie is under way). A recording opened with a cookie never takes a chunk without it.
ALTER TABLE recordings ADD COLUMN adopted boolean NOT NULL DEFAULT false;
