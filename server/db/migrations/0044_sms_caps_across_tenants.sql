-- SMS send limits count a phone and an address across tenants: lookups by phone or address alone.
CREATE INDEX sms_codes_phone_any_tenant ON sms_codes (phone, created_at);

CREATE INDEX sms_codes_ip_any_tenant ON sms_codes (ip, created_at);
