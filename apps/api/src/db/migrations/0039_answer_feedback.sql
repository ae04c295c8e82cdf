CREATE TABLE "answer_feedback" (
	"student_test_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"company_code" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"rubric_id" text DEFAULT '' NOT NULL,
	"spoken" boolean DEFAULT false NOT NULL,
	"writing" jsonb,
	"speaking" jsonb,
	"marks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"computed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_feedback_student_test_id_item_id_pk" PRIMARY KEY("student_test_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "band_models" (
	"company_code" text NOT NULL,
	"rubric_id" text NOT NULL,
	"model" jsonb,
	"fingerprint" text DEFAULT '' NOT NULL,
	"essays" integer DEFAULT 0 NOT NULL,
	"held_out" integer DEFAULT 0 NOT NULL,
	"shown" boolean DEFAULT false NOT NULL,
	"fitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "band_models_company_code_rubric_id_pk" PRIMARY KEY("company_code","rubric_id")
);
--> statement-breakpoint
ALTER TABLE "answer_feedback" ADD CONSTRAINT "answer_feedback_student_test_id_student_tests_id_fk" FOREIGN KEY ("student_test_id") REFERENCES "public"."student_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_feedback" ADD CONSTRAINT "answer_feedback_item_id_test_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."test_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_feedback" ADD CONSTRAINT "answer_feedback_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "band_models" ADD CONSTRAINT "band_models_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_feedback_pending_idx" ON "answer_feedback" USING btree ("lease_until") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "answer_feedback_rubric_idx" ON "answer_feedback" USING btree ("company_code","rubric_id") WHERE state = 'ready';