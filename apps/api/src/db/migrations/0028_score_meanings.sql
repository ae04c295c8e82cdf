CREATE TABLE "score_meaning_tables" (
	"company_code" text NOT NULL,
	"exam" text NOT NULL,
	"table" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "score_meaning_tables_company_code_exam_pk" PRIMARY KEY("company_code","exam")
);
--> statement-breakpoint
CREATE TABLE "student_score_targets" (
	"company_code" text NOT NULL,
	"student_id" uuid NOT NULL,
	"targets" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_score_targets_company_code_student_id_pk" PRIMARY KEY("company_code","student_id")
);
--> statement-breakpoint
ALTER TABLE "tracks" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "score_meaning_tables" ADD CONSTRAINT "score_meaning_tables_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_meaning_tables" ADD CONSTRAINT "score_meaning_tables_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_score_targets" ADD CONSTRAINT "student_score_targets_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_score_targets" ADD CONSTRAINT "student_score_targets_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;