CREATE TABLE "review_card_states" (
	"company_code" text NOT NULL,
	"student_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"deck_id" uuid NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" smallint NOT NULL,
	"last_review" timestamp with time zone,
	CONSTRAINT "review_card_states_student_id_card_id_pk" PRIMARY KEY("student_id","card_id")
);
--> statement-breakpoint
CREATE TABLE "review_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_code" text NOT NULL,
	"deck_id" uuid NOT NULL,
	"source_key" text,
	"front" text NOT NULL,
	"back" text DEFAULT '' NOT NULL,
	"example" text DEFAULT '' NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"audio_url" text,
	"order_no" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_decks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_code" text NOT NULL,
	"course_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"student_id" uuid,
	"source_test_id" uuid,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_code" text NOT NULL,
	"student_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"deck_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL,
	"review_day" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_card_states" ADD CONSTRAINT "review_card_states_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_card_states" ADD CONSTRAINT "review_card_states_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_card_states" ADD CONSTRAINT "review_card_states_card_id_review_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."review_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_card_states" ADD CONSTRAINT "review_card_states_deck_id_review_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."review_decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_deck_id_review_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."review_decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_decks" ADD CONSTRAINT "review_decks_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_decks" ADD CONSTRAINT "review_decks_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_decks" ADD CONSTRAINT "review_decks_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_decks" ADD CONSTRAINT "review_decks_source_test_id_tests_id_fk" FOREIGN KEY ("source_test_id") REFERENCES "public"."tests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_company_code_companies_code_fk" FOREIGN KEY ("company_code") REFERENCES "public"."companies"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_card_id_review_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."review_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_deck_id_review_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."review_decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_card_states_due_idx" ON "review_card_states" USING btree ("company_code","student_id","deck_id","due");--> statement-breakpoint
CREATE INDEX "review_cards_deck_idx" ON "review_cards" USING btree ("deck_id","order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "review_cards_source_uq" ON "review_cards" USING btree ("deck_id","source_key");--> statement-breakpoint
CREATE INDEX "review_decks_course_idx" ON "review_decks" USING btree ("company_code","course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_decks_vocabulary_uq" ON "review_decks" USING btree ("course_id","source_test_id") WHERE kind = 'vocabulary';--> statement-breakpoint
CREATE UNIQUE INDEX "review_decks_own_uq" ON "review_decks" USING btree ("course_id","student_id","kind") WHERE student_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "review_logs_client_uq" ON "review_logs" USING btree ("student_id","client_id");--> statement-breakpoint
CREATE INDEX "review_logs_card_idx" ON "review_logs" USING btree ("student_id","card_id","reviewed_at");--> statement-breakpoint
CREATE INDEX "review_logs_day_idx" ON "review_logs" USING btree ("company_code","student_id","review_day");