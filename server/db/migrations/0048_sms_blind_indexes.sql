-- Phones of SMS codes and outbox messages are kept as keyed blind indexes (HMAC-SHA256 under
-- PII_INDEX_KEY), which is all the send limits and code checks need; the outbox's message text and a
-- payment code's bank details are sealed (AES-256-GCM). Rows written in clear before this are removed:
-- codes live five minutes and the outbox is a development tool.
DELETE FROM sms_outbox;
DELETE FROM sms_codes;
ALTER TABLE sms_codes RENAME COLUMN phone TO phone_index;
ALTER TABLE sms_outbox RENAME COLUMN phone TO phone_index;
