CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_code" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"is_important" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"order_no" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_actions" (
	"id" text PRIMARY KEY NOT NULL,
	"company_code" text NOT NULL,
	"student_id" uuid NOT NULL,
	"reference_id" uuid NOT NULL,
	"reference_type" text NOT NULL,
	"object_type" text DEFAULT '' NOT NULL,
	"status" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"duration" double precision DEFAULT 0 NOT NULL,
	"course_id" uuid,
	"time_stamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_actions" ADD CONSTRAINT "user_actions_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_actions" ADD CONSTRAINT "user_actions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_actions" ADD CONSTRAINT "user_actions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_list_idx" ON "notifications" USING btree ("company_code","type","is_active","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_actions_company_student_reference_uq" ON "user_actions" USING btree ("company_code","student_id","reference_id");--> statement-breakpoint
CREATE INDEX "user_actions_reference_idx" ON "user_actions" USING btree ("reference_id");--> statement-breakpoint
CREATE INDEX "user_actions_student_type_idx" ON "user_actions" USING btree ("student_id","reference_type");