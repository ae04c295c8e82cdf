CREATE TABLE "band_descriptors" (
	"company_code" text NOT NULL,
	"rubric_id" text NOT NULL,
	"criterion_key" text NOT NULL,
	"band" text NOT NULL,
	"text" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "band_descriptors_company_code_rubric_id_criterion_key_band_pk" PRIMARY KEY("company_code","rubric_id","criterion_key","band")
);
--> statement-breakpoint
CREATE TABLE "comment_bank" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_code" text NOT NULL,
	"staff_id" uuid NOT NULL,
	"criterion" text,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "item_evaluations" ADD COLUMN "notes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "band_descriptors" ADD CONSTRAINT "band_descriptors_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "band_descriptors" ADD CONSTRAINT "band_descriptors_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_bank" ADD CONSTRAINT "comment_bank_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_bank" ADD CONSTRAINT "comment_bank_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_bank_staff_idx" ON "comment_bank" USING btree ("staff_id","criterion");