CREATE TABLE "mentorship_invitation_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mentorship_invitation_mails" ADD CONSTRAINT "mentorship_invitation_mails_session_id_mentorship_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."mentorship_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_invitation_mails" ADD CONSTRAINT "mentorship_invitation_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mentorship_invitation_mails_one_per_party" ON "mentorship_invitation_mails" USING btree ("session_id","user_id");--> statement-breakpoint
CREATE INDEX "mentorship_invitation_mails_pending_idx" ON "mentorship_invitation_mails" USING btree ("run_after") WHERE "mentorship_invitation_mails"."state" = 'pending';