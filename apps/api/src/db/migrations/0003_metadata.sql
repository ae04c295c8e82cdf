CREATE TABLE "metadata" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_code" text NOT NULL,
	"component_type" text NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"order_no" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "metadata" ADD CONSTRAINT "metadata_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "metadata_company_type_idx" ON "metadata" USING btree ("company_code","component_type");