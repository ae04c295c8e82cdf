CREATE TABLE "item_evaluations" (
	"student_test_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"company_code" text NOT NULL,
	"staff_id" uuid,
	"score" double precision NOT NULL,
	"comments" text,
	"audio_feedback" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_evaluations_student_test_id_item_id_pk" PRIMARY KEY("student_test_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "late_tracks" (
	"student_test_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"company_code" text NOT NULL,
	"student_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"track_number" integer NOT NULL,
	"selected_option_id" text,
	"entered_text" text,
	"input_responses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"time_remaining" integer,
	"time_taken" integer DEFAULT 0 NOT NULL,
	"marked" boolean DEFAULT false NOT NULL,
	"client_time_stamp" text,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "late_tracks_student_test_id_item_id_track_number_pk" PRIMARY KEY("student_test_id","item_id","track_number")
);
--> statement-breakpoint
CREATE TABLE "student_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_code" text NOT NULL,
	"student_id" uuid NOT NULL,
	"test_id" uuid NOT NULL,
	"course_id" uuid,
	"learning_object_id" uuid,
	"status" text DEFAULT 'InProgress' NOT NULL,
	"item_order" jsonb NOT NULL,
	"time_limit_seconds" integer NOT NULL,
	"started_at" timestamp with time zone,
	"deadline_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_by" text,
	"score" double precision,
	"report" jsonb,
	"evaluation_status" integer,
	"evaluation_requested_at" timestamp with time zone,
	"evaluated_bands" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"comments" text,
	"overall_audio_feedback" text,
	"remarks" text,
	"return_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracks" (
	"student_test_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"company_code" text NOT NULL,
	"student_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"track_number" integer NOT NULL,
	"selected_option_id" text,
	"entered_text" text,
	"input_responses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"time_remaining" integer,
	"time_taken" integer DEFAULT 0 NOT NULL,
	"marked" boolean DEFAULT false NOT NULL,
	"client_time_stamp" text,
	"received_at" timestamp with time zone NOT NULL,
	"is_correct" boolean,
	"points" double precision,
	"negative_points" double precision,
	"answered" boolean,
	"parts" jsonb,
	CONSTRAINT "tracks_student_test_id_item_id_pk" PRIMARY KEY("student_test_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_code" text NOT NULL,
	"coupon_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"enrolment_id" uuid,
	"redeemed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_code" text NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"product_id" uuid NOT NULL,
	"validity_days" integer,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_redemptions" integer,
	"max_per_student" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "item_evaluations" ADD CONSTRAINT "item_evaluations_student_test_id_student_tests_id_fk" FOREIGN KEY ("student_test_id") REFERENCES "public"."student_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_evaluations" ADD CONSTRAINT "item_evaluations_item_id_test_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."test_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_evaluations" ADD CONSTRAINT "item_evaluations_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_evaluations" ADD CONSTRAINT "item_evaluations_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_tracks" ADD CONSTRAINT "late_tracks_student_test_id_student_tests_id_fk" FOREIGN KEY ("student_test_id") REFERENCES "public"."student_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_tracks" ADD CONSTRAINT "late_tracks_item_id_test_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."test_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_tracks" ADD CONSTRAINT "late_tracks_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_tests" ADD CONSTRAINT "student_tests_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_tests" ADD CONSTRAINT "student_tests_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_tests" ADD CONSTRAINT "student_tests_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_tests" ADD CONSTRAINT "student_tests_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_tests" ADD CONSTRAINT "student_tests_learning_object_id_learning_objects_id_fk" FOREIGN KEY ("learning_object_id") REFERENCES "public"."learning_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_student_test_id_student_tests_id_fk" FOREIGN KEY ("student_test_id") REFERENCES "public"."student_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_item_id_test_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."test_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracks" ADD CONSTRAINT "tracks_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_enrolment_id_enrolments_id_fk" FOREIGN KEY ("enrolment_id") REFERENCES "public"."enrolments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_tests_student_idx" ON "student_tests" USING btree ("company_code","student_id","test_id");--> statement-breakpoint
CREATE INDEX "student_tests_object_idx" ON "student_tests" USING btree ("learning_object_id");--> statement-breakpoint
CREATE INDEX "student_tests_course_idx" ON "student_tests" USING btree ("company_code","course_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "student_tests_one_active_uq" ON "student_tests" USING btree ("student_id","test_id","learning_object_id") WHERE status = 'InProgress';--> statement-breakpoint
CREATE INDEX "tracks_company_idx" ON "tracks" USING btree ("company_code");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_idx" ON "coupon_redemptions" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_student_idx" ON "coupon_redemptions" USING btree ("coupon_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_company_code_uq" ON "coupons" USING btree ("company_code",upper("code"));