CREATE TABLE "report_snapshots" (
	"company_code" text NOT NULL,
	"report" text NOT NULL,
	"subject" text NOT NULL,
	"scope" text NOT NULL,
	"body" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_snapshots_company_code_report_subject_scope_pk" PRIMARY KEY("company_code","report","subject","scope")
);
--> statement-breakpoint
ALTER TABLE "report_snapshots" ADD CONSTRAINT "report_snapshots_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_snapshots_read_idx" ON "report_snapshots" USING btree ("read_at");