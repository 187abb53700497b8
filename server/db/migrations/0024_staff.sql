-- The insurer's staff as its customer master (ECIF) knows them, for the staff check by name and
-- certificate. Certificate numbers are stored normalized (upper case, 18-digit ID numbers).
CREATE TABLE staff_members (
  tenant_code text NOT NULL REFERENCES tenants(code),
  cert_type text NOT NULL,
  cert_no text NOT NULL,
  name text NOT NULL,
  employee_no text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  PRIMARY KEY (tenant_code, cert_type, cert_no)
);
