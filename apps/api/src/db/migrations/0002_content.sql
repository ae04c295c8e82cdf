CREATE TABLE "learning_modules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_code" text NOT NULL,
	"course_id" uuid NOT NULL,
	"parent_id" uuid,
	"order_no" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"thumbnail" text DEFAULT '' NOT NULL,
	"reference_type" text DEFAULT '' NOT NULL,
	"is_group_lessons" boolean DEFAULT false NOT NULL,
	"language_id" text,
	"is_free" boolean DEFAULT false NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_objects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_code" text NOT NULL,
	"module_id" uuid NOT NULL,
	"order_no" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"component" jsonb NOT NULL,
	"test_id" uuid,
	"is_free" boolean DEFAULT false NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"is_disable_review" boolean DEFAULT false NOT NULL,
	"evaluation_required" boolean DEFAULT false NOT NULL,
	"language_id" text
);
--> statement-breakpoint
CREATE TABLE "test_item_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_code" text NOT NULL,
	"item_id" uuid NOT NULL,
	"order_no" integer NOT NULL,
	"text" text NOT NULL,
	"is_correct" boolean DEFAULT false NOT NULL,
	"column_index" integer
);
--> statement-breakpoint
CREATE TABLE "test_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_code" text NOT NULL,
	"section_id" uuid NOT NULL,
	"order_no" integer NOT NULL,
	"key" text NOT NULL,
	"item_type" text NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"passage" text DEFAULT '' NOT NULL,
	"direction" text DEFAULT '' NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"points" double precision,
	"negative_points" double precision,
	"subject_name" text,
	"area_name" text,
	"topic_name" text,
	"difficulty" text,
	"keys" jsonb,
	"media" jsonb,
	"time_limit_seconds" integer,
	"prep_seconds" integer
);
--> statement-breakpoint
CREATE TABLE "test_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_code" text NOT NULL,
	"test_id" uuid NOT NULL,
	"order_no" integer NOT NULL,
	"title" text NOT NULL,
	"reference_type" text DEFAULT '' NOT NULL,
	"duration_minutes" integer DEFAULT 0 NOT NULL,
	"total_marks" integer DEFAULT 0 NOT NULL,
	"parent_sec_ref_code" text,
	"audio_url" text
);
--> statement-breakpoint
CREATE TABLE "tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_code" text NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"template" text DEFAULT 'default' NOT NULL,
	"template_version" integer DEFAULT 1 NOT NULL,
	"exam_family" text,
	"instruction" text DEFAULT '' NOT NULL,
	"randomize_no" integer,
	"total_score_divided_by" integer DEFAULT 4 NOT NULL,
	"timer_mode" text DEFAULT 'total' NOT NULL,
	"is_enable_solution_tab" boolean DEFAULT false NOT NULL,
	"conversion_tables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "learning_modules" ADD CONSTRAINT "learning_modules_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_modules" ADD CONSTRAINT "learning_modules_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_modules" ADD CONSTRAINT "learning_modules_parent_id_learning_modules_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."learning_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_objects" ADD CONSTRAINT "learning_objects_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_objects" ADD CONSTRAINT "learning_objects_module_id_learning_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."learning_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_objects" ADD CONSTRAINT "learning_objects_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_item_options" ADD CONSTRAINT "test_item_options_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_item_options" ADD CONSTRAINT "test_item_options_item_id_test_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."test_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_items" ADD CONSTRAINT "test_items_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_items" ADD CONSTRAINT "test_items_section_id_test_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."test_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_sections" ADD CONSTRAINT "test_sections_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_sections" ADD CONSTRAINT "test_sections_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learning_modules_course_idx" ON "learning_modules" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "learning_modules_parent_idx" ON "learning_modules" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "learning_modules_company_idx" ON "learning_modules" USING btree ("company_code");--> statement-breakpoint
CREATE INDEX "learning_objects_module_idx" ON "learning_objects" USING btree ("module_id");--> statement-breakpoint
CREATE INDEX "learning_objects_test_idx" ON "learning_objects" USING btree ("test_id");--> statement-breakpoint
CREATE INDEX "learning_objects_company_idx" ON "learning_objects" USING btree ("company_code");--> statement-breakpoint
CREATE INDEX "test_item_options_item_idx" ON "test_item_options" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "test_item_options_company_idx" ON "test_item_options" USING btree ("company_code");--> statement-breakpoint
CREATE INDEX "test_items_section_idx" ON "test_items" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "test_items_company_idx" ON "test_items" USING btree ("company_code");--> statement-breakpoint
CREATE INDEX "test_sections_test_idx" ON "test_sections" USING btree ("test_id");--> statement-breakpoint
CREATE INDEX "test_sections_company_idx" ON "test_sections" USING btree ("company_code");--> statement-breakpoint
CREATE UNIQUE INDEX "tests_company_key_uq" ON "tests" USING btree ("company_code","key");