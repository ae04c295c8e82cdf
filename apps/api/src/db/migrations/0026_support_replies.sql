CREATE TABLE "support_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_code" text NOT NULL,
	"ticket_id" uuid NOT NULL,
	"author" text NOT NULL,
	"staff_id" uuid,
	"student_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "score_reports" ADD COLUMN "reward_enrolment_id" uuid;--> statement-breakpoint
ALTER TABLE "support_replies" ADD CONSTRAINT "support_replies_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_replies" ADD CONSTRAINT "support_replies_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_replies" ADD CONSTRAINT "support_replies_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_replies" ADD CONSTRAINT "support_replies_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_replies_ticket_idx" ON "support_replies" USING btree ("company_code","ticket_id","created_at");--> statement-breakpoint
ALTER TABLE "score_reports" ADD CONSTRAINT "score_reports_reward_enrolment_id_enrolments_id_fk" FOREIGN KEY ("reward_enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Data: every answer staff gave before the thread. Each console reply replaced the ticket's answer,
-- but its audit entry kept the text, the staff member and the time: those come back first.
INSERT INTO "support_replies" ("company_code", "ticket_id", "author", "staff_id", "body", "created_at")
SELECT t."company_code", t."id", 'staff', a."staff_id", a."after"->>'adminResponse', a."at"
FROM "audit_log" a
JOIN "support_tickets" t ON t."id"::text = a."entity_id" AND t."company_code" = a."company_code"
WHERE a."action" = 'support.reply' AND a."entity" = 'support_ticket'
  AND coalesce(a."after"->>'adminResponse', '') <> '';--> statement-breakpoint
-- A ticket's answer with no audit entry of its own (an answer from before the console, the demo's):
-- one reply by the first answerer, at the first answer (or the ticket's last change).
INSERT INTO "support_replies" ("company_code", "ticket_id", "author", "staff_id", "body", "created_at")
SELECT t."company_code", t."id", 'staff', t."answered_by_staff_id", t."admin_response",
  coalesce(t."answered_at", t."updated_at")
FROM "support_tickets" t
WHERE coalesce(t."admin_response", '') <> ''
  AND NOT EXISTS (
    SELECT 1 FROM "support_replies" r WHERE r."ticket_id" = t."id" AND r."body" = t."admin_response"
  );--> statement-breakpoint
-- Data: the enrolment each verify granted (it started at the moment of the grant), so that a reject
-- can withdraw it.
UPDATE "score_reports" s SET "reward_enrolment_id" = e."id"
FROM "enrolments" e
WHERE s."reward_granted_at" IS NOT NULL
  AND e."company_code" = s."company_code"
  AND e."student_id" = s."student_id"
  AND e."source" = 'staff'
  AND e."starts_at" = s."reward_granted_at";
