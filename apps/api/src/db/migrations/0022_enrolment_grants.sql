ALTER TABLE "enrolments" ADD COLUMN "granted_by_staff_id" uuid;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enrolments" ADD COLUMN "revoked_by_staff_id" uuid;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_granted_by_staff_id_staff_id_fk" FOREIGN KEY ("granted_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_revoked_by_staff_id_staff_id_fk" FOREIGN KEY ("revoked_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;