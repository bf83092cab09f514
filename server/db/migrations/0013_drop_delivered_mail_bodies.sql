-- Mails already sent or given up on keep who, what subject and when; their bodies (sign-in links, cancel links,
-- tickets) go, as they do from now on in the statement that records a mail's outcome.
UPDATE "outbox" SET "text" = '', "html" = NULL, "attachments" = '[]'::jsonb WHERE "status" IN ('sent', 'failed');
