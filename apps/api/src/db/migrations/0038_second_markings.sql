CREATE TABLE "second_markings" (
	"student_test_id" uuid PRIMARY KEY NOT NULL,
	"company_code" text NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"requested_by" uuid,
	"requested_at" timestamp with time zone NOT NULL,
	"first_by" uuid,
	"first_draft" jsonb,
	"first_at" timestamp with time zone,
	"marker_id" uuid,
	"draft" jsonb,
	"version" integer DEFAULT 0 NOT NULL,
	"saved_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"settled_by" uuid,
	"settled_with" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "second_markings" ADD CONSTRAINT "second_markings_student_test_id_student_tests_id_fk" FOREIGN KEY ("student_test_id") REFERENCES "public"."student_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_markings" ADD CONSTRAINT "second_markings_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_markings" ADD CONSTRAINT "second_markings_requested_by_staff_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_markings" ADD CONSTRAINT "second_markings_first_by_staff_id_fk" FOREIGN KEY ("first_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_markings" ADD CONSTRAINT "second_markings_marker_id_staff_id_fk" FOREIGN KEY ("marker_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_markings" ADD CONSTRAINT "second_markings_settled_by_staff_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "second_markings_company_idx" ON "second_markings" USING btree ("company_code","settled_at");