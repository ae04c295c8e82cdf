CREATE TABLE "item_calibrations" (
	"item_id" uuid PRIMARY KEY NOT NULL,
	"company_code" text NOT NULL,
	"test_id" uuid NOT NULL,
	"a" double precision NOT NULL,
	"b" double precision NOT NULL,
	"c" double precision NOT NULL,
	"responses" integer NOT NULL,
	"estimated" boolean NOT NULL,
	"se_b" double precision,
	"pool_version" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"calibrated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "item_calibrations" ADD CONSTRAINT "item_calibrations_item_id_test_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."test_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_calibrations" ADD CONSTRAINT "item_calibrations_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_calibrations" ADD CONSTRAINT "item_calibrations_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_calibrations_test_idx" ON "item_calibrations" USING btree ("company_code","test_id");