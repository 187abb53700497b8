-- The staff check needs only equality: staff are kept by keyed blind indexes (HMAC-SHA256 under
-- PII_INDEX_KEY) of the certificate number and the name, never in clear. The rows held in clear are
-- removed: the seeded demo staff are written again, indexed, at start; an insurer's own staff list is
-- imported again through the same indexes.
DELETE FROM staff_members;
ALTER TABLE staff_members DROP CONSTRAINT staff_members_pkey;
ALTER TABLE staff_members RENAME COLUMN cert_no TO cert_no_index;
ALTER TABLE staff_members RENAME COLUMN name TO name_index;
ALTER TABLE staff_members ADD PRIMARY KEY (tenant_code, cert_type, cert_no_index);
