ALTER TABLE "outbox_messages" ADD COLUMN "secret" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "secret_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "claim_id" uuid;--> statement-breakpoint
CREATE INDEX "outbox_secret_expiry_idx" ON "outbox_messages" USING btree ("secret_expires_at") WHERE secret is not null;--> statement-breakpoint
-- Messages written before this migration hold their links and codes in clear text: those already
-- sent, logged or failed lose them now (links of /verify/, /reset/ and /token/; six-digit codes of
-- OTP mails and SMS). Pending ones keep them until they are sent.
UPDATE "outbox_messages"
SET "body_text" = regexp_replace("body_text", '/(verify|reset|token)/[A-Za-z0-9_-]{43}', '/\1/[removed]', 'g'),
    "body_html" = regexp_replace("body_html", '/(verify|reset|token)/[A-Za-z0-9_-]{43}', '/\1/[removed]', 'g')
WHERE "status" <> 'pending';--> statement-breakpoint
UPDATE "outbox_messages"
SET "subject" = regexp_replace("subject", '^[0-9]{6} is your ', 'Your '),
    "body_text" = regexp_replace("body_text", '\m[0-9]{6}\M', '[removed]', 'g'),
    "body_html" = regexp_replace("body_html", '\m[0-9]{6}\M', '[removed]', 'g')
WHERE "status" <> 'pending' AND ("channel" = 'sms' OR "subject" ~ 'verification code$');
