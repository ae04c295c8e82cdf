CREATE TABLE "evaluation_drafts" (
	"student_test_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"company_code" text NOT NULL,
	"draft" jsonb NOT NULL,
	"saved_by" uuid,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "evaluation_drafts_student_test_id_version_pk" PRIMARY KEY("student_test_id","version")
);
--> statement-breakpoint
ALTER TABLE "evaluation_work" ADD COLUMN "draft_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "evaluation_drafts" ADD CONSTRAINT "evaluation_drafts_student_test_id_student_tests_id_fk" FOREIGN KEY ("student_test_id") REFERENCES "public"."student_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_drafts" ADD CONSTRAINT "evaluation_drafts_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_drafts" ADD CONSTRAINT "evaluation_drafts_saved_by_staff_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;