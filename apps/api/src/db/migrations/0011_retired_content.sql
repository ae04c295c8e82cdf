ALTER TABLE "learning_modules" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "learning_objects" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_item_options" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_items" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_sections" ADD COLUMN "retired_at" timestamp with time zone;