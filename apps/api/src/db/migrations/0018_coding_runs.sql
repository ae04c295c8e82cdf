CREATE TABLE "coding_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_code" text NOT NULL,
	"student_id" uuid NOT NULL,
	"learning_object_id" uuid NOT NULL,
	"language" text NOT NULL,
	"code" text NOT NULL,
	"status" text NOT NULL,
	"passed_cases" integer NOT NULL,
	"total_cases" integer NOT NULL,
	"runner" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coding_runs" ADD CONSTRAINT "coding_runs_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coding_runs" ADD CONSTRAINT "coding_runs_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coding_runs" ADD CONSTRAINT "coding_runs_learning_object_id_learning_objects_id_fk" FOREIGN KEY ("learning_object_id") REFERENCES "public"."learning_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coding_runs_student_object_idx" ON "coding_runs" USING btree ("student_id","learning_object_id","created_at");