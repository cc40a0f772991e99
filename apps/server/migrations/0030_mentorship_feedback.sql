CREATE TABLE "mentorship_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"author_id" uuid,
	"author_role" text NOT NULL,
	"about_user_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"feedback_text" text DEFAULT '' NOT NULL,
	"was_helpful" boolean NOT NULL,
	"would_recommend" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentorship_feedback_role_check" CHECK ("mentorship_feedback"."author_role" in ('requester', 'mentor')),
	CONSTRAINT "mentorship_feedback_rating_check" CHECK ("mentorship_feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "mentorship_sessions" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mentorship_sessions" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mentorship_feedback" ADD CONSTRAINT "mentorship_feedback_session_id_mentorship_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."mentorship_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_feedback" ADD CONSTRAINT "mentorship_feedback_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_feedback" ADD CONSTRAINT "mentorship_feedback_about_user_id_users_id_fk" FOREIGN KEY ("about_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mentorship_feedback_one_per_side" ON "mentorship_feedback" USING btree ("session_id","author_role");--> statement-breakpoint
CREATE INDEX "mentorship_feedback_about_idx" ON "mentorship_feedback" USING btree ("about_user_id","author_role");--> statement-breakpoint
CREATE INDEX "mentorship_sessions_mentor_scheduled_idx" ON "mentorship_sessions" USING btree ("mentor_id","scheduled_time");--> statement-breakpoint
CREATE INDEX "mentorship_sessions_status_scheduled_idx" ON "mentorship_sessions" USING btree ("status","scheduled_time");--> statement-breakpoint
CREATE INDEX "mentorship_sessions_expiry_idx" ON "mentorship_sessions" USING btree ("expires_at") WHERE "mentorship_sessions"."status" = 'pending';