-- Issue 32, decision 074: session rows hold the SHA-256 (hex) of their token, never the token.
-- Existing sessions are hashed in place, so members stay signed in (their cookies carry the token,
-- which is now hashed to find its row). A raw token is 32 letters and digits, never 64 hex digits.
UPDATE "sessions" SET "token" = encode(sha256(convert_to("token", 'UTF8')), 'hex') WHERE "token" !~ '^[0-9a-f]{64}$';
--> statement-breakpoint
-- SMS codes are stored as an HMAC under the server's secret, which SQL does not hold: codes in
-- clear (10 minutes' life at most) are dropped, and the member asks for a new one.
DELETE FROM "verifications" WHERE "identifier" LIKE 'phone-number-%' AND "value" !~ '^[0-9a-f]{64}:';
--> statement-breakpoint
-- Our DRP callback tokens (a business's bearer to our status route) are kept as their SHA-256 too.
UPDATE "drp_requests" SET "callback_token" = encode(sha256(convert_to("callback_token", 'UTF8')), 'hex') WHERE "callback_token" !~ '^[0-9a-f]{64}$';
