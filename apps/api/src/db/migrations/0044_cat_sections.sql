CREATE TABLE "cat_exposures" (
	"section_id" uuid PRIMARY KEY NOT NULL,
	"company_code" text NOT NULL,
	"tests" integer DEFAULT 0 NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_tests" ADD COLUMN "cat" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cat_exposures" ADD CONSTRAINT "cat_exposures_section_id_test_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."test_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cat_exposures" ADD CONSTRAINT "cat_exposures_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;