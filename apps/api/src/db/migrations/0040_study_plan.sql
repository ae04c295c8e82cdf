CREATE TABLE "study_plan_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_code" text NOT NULL,
	"student_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"day" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"object_id" uuid,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"skill" text NOT NULL,
	"minutes" integer NOT NULL,
	"moved_from" text,
	"moved_to" text,
	"done_at" timestamp with time zone,
	"done_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_plans" (
	"company_code" text NOT NULL,
	"student_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"exam_date" text NOT NULL,
	"hours_per_week" integer NOT NULL,
	"planned_on" text NOT NULL,
	"tests_seen_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_plans_company_code_student_id_course_id_pk" PRIMARY KEY("company_code","student_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "study_plan_tasks" ADD CONSTRAINT "study_plan_tasks_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plan_tasks" ADD CONSTRAINT "study_plan_tasks_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plan_tasks" ADD CONSTRAINT "study_plan_tasks_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plans" ADD CONSTRAINT "study_plans_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plans" ADD CONSTRAINT "study_plans_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_plans" ADD CONSTRAINT "study_plans_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "study_plan_tasks_owner_day_idx" ON "study_plan_tasks" USING btree ("company_code","student_id","course_id","day");