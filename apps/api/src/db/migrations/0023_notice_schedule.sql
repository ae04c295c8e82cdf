ALTER TABLE "notifications" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "unpublish_at" timestamp with time zone;