ALTER TABLE "student_tests" ADD COLUMN "timer_mode" text DEFAULT 'total' NOT NULL;--> statement-breakpoint
ALTER TABLE "student_tests" ADD COLUMN "section_clock" jsonb DEFAULT '[]'::jsonb NOT NULL;