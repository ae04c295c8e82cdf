CREATE TABLE "career_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_code" text NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"author" text NOT NULL,
	"staff_id" uuid,
	"remark" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "career_projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_code" text NOT NULL,
	"student_id" uuid NOT NULL,
	"learning_object_id" uuid NOT NULL,
	"social_url" text DEFAULT '' NOT NULL,
	"social_status" text DEFAULT '' NOT NULL,
	"resume_status" text DEFAULT '' NOT NULL,
	"admin_doc_file_id" uuid,
	"admin_doc_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "career_resumes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_code" text NOT NULL,
	"project_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_code" text NOT NULL,
	"gateway" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"order_id" uuid,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_class_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_code" text NOT NULL,
	"course_id" uuid NOT NULL,
	"title" text NOT NULL,
	"download_url" text NOT NULL,
	"order_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gateway_order_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gateway_payment_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "enrolment_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "failure_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_class_batch_types" ADD COLUMN "thumbnail" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "live_class_batches" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "career_comments" ADD CONSTRAINT "career_comments_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_comments" ADD CONSTRAINT "career_comments_project_id_career_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."career_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_comments" ADD CONSTRAINT "career_comments_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_projects" ADD CONSTRAINT "career_projects_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_projects" ADD CONSTRAINT "career_projects_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_projects" ADD CONSTRAINT "career_projects_learning_object_id_learning_objects_id_fk" FOREIGN KEY ("learning_object_id") REFERENCES "public"."learning_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_projects" ADD CONSTRAINT "career_projects_admin_doc_file_id_file_objects_id_fk" FOREIGN KEY ("admin_doc_file_id") REFERENCES "public"."file_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_resumes" ADD CONSTRAINT "career_resumes_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_resumes" ADD CONSTRAINT "career_resumes_project_id_career_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."career_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_resumes" ADD CONSTRAINT "career_resumes_file_id_file_objects_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."file_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_class_downloads" ADD CONSTRAINT "live_class_downloads_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_class_downloads" ADD CONSTRAINT "live_class_downloads_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "career_comments_project_idx" ON "career_comments" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "career_projects_student_object_uq" ON "career_projects" USING btree ("student_id","learning_object_id");--> statement-breakpoint
CREATE INDEX "career_projects_company_idx" ON "career_projects" USING btree ("company_code");--> statement-breakpoint
CREATE UNIQUE INDEX "career_resumes_project_file_uq" ON "career_resumes" USING btree ("project_id","file_id");--> statement-breakpoint
CREATE INDEX "career_resumes_project_idx" ON "career_resumes" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_event_uq" ON "payment_events" USING btree ("gateway","event_id");--> statement-breakpoint
CREATE INDEX "live_class_downloads_course_idx" ON "live_class_downloads" USING btree ("company_code","course_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_gateway_order_uq" ON "orders" USING btree ("gateway","gateway_order_id");