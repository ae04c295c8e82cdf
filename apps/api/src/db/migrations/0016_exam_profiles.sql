ALTER TABLE "student_tests" ADD COLUMN "audio_plays" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "student_tests" ADD COLUMN "extra_time_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "relaxes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "extra_time_percent" integer DEFAULT 0 NOT NULL;