CREATE TABLE "content_imports" (
	"company_code" text NOT NULL,
	"source" text NOT NULL,
	"hash" text NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_imports_company_code_source_pk" PRIMARY KEY("company_code","source")
);
--> statement-breakpoint
ALTER TABLE "content_imports" ADD CONSTRAINT "content_imports_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;