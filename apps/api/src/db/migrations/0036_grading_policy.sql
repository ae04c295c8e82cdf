ALTER TABLE "evaluation_work" ADD COLUMN "marked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "evaluation_work" ADD COLUMN "marked_by" uuid;--> statement-breakpoint
ALTER TABLE "evaluation_work" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "evaluation_work" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "grading" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "evaluation_work" ADD CONSTRAINT "evaluation_work_marked_by_staff_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_work" ADD CONSTRAINT "evaluation_work_reviewed_by_staff_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;