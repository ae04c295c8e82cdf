ALTER TABLE "student_tests" ADD COLUMN "routes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "test_items" ADD COLUMN "route" text;--> statement-breakpoint
ALTER TABLE "test_items" ADD COLUMN "irt" jsonb;--> statement-breakpoint
ALTER TABLE "test_sections" ADD COLUMN "routing" jsonb;--> statement-breakpoint
ALTER TABLE "test_sections" ADD COLUMN "adaptive" jsonb;