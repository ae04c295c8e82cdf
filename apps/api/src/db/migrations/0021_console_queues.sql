CREATE TABLE "evaluation_work" (
	"student_test_id" uuid PRIMARY KEY NOT NULL,
	"company_code" text NOT NULL,
	"assignee_staff_id" uuid,
	"draft" jsonb,
	"draft_saved_at" timestamp with time zone,
	"draft_saved_by" uuid,
	"released_at" timestamp with time zone,
	"released_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"company_code" text NOT NULL,
	"staff_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "item_evaluations" ADD COLUMN "criteria" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "career_projects" ADD COLUMN "assignee_staff_id" uuid;--> statement-breakpoint
ALTER TABLE "career_projects" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "career_projects" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "score_reports" ADD COLUMN "assignee_staff_id" uuid;--> statement-breakpoint
ALTER TABLE "score_reports" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "score_reports" ADD COLUMN "reward_granted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "totp_last_step" integer;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "require_admin_totp" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "evaluation_work" ADD CONSTRAINT "evaluation_work_student_test_id_student_tests_id_fk" FOREIGN KEY ("student_test_id") REFERENCES "public"."student_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_work" ADD CONSTRAINT "evaluation_work_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_work" ADD CONSTRAINT "evaluation_work_assignee_staff_id_staff_id_fk" FOREIGN KEY ("assignee_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_work" ADD CONSTRAINT "evaluation_work_draft_saved_by_staff_id_fk" FOREIGN KEY ("draft_saved_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_work" ADD CONSTRAINT "evaluation_work_released_by_staff_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tokens" ADD CONSTRAINT "staff_tokens_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tokens" ADD CONSTRAINT "staff_tokens_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evaluation_work_company_idx" ON "evaluation_work" USING btree ("company_code","released_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_tokens_hash_uq" ON "staff_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_tokens_staff_idx" ON "staff_tokens" USING btree ("staff_id");--> statement-breakpoint
ALTER TABLE "career_projects" ADD CONSTRAINT "career_projects_assignee_staff_id_staff_id_fk" FOREIGN KEY ("assignee_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_reports" ADD CONSTRAINT "score_reports_assignee_staff_id_staff_id_fk" FOREIGN KEY ("assignee_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "career_projects" SET "submitted_at" = "updated_at" WHERE "social_status" IN ('submitted', 'in-progress') OR "resume_status" IN ('submitted', 'in-progress');--> statement-breakpoint
UPDATE "score_reports" SET "reviewed_at" = COALESCE("verified_at", "created_at") WHERE "status" <> 'pending';--> statement-breakpoint
UPDATE "score_reports" SET "reward_granted_at" = "verified_at" WHERE "status" = 'verified';
