CREATE TABLE "mentorship_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requester_id" uuid NOT NULL,
	"mentor_id" uuid,
	"type" text NOT NULL,
	"topic" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"duration_minutes" integer NOT NULL,
	"credits_used" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"preferred_time_slots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"scheduled_time" timestamp with time zone,
	"actual_start_time" timestamp with time zone,
	"actual_end_time" timestamp with time zone,
	"session_url" text,
	"requester_notes" text,
	"mentor_notes" text,
	"requester_rating" integer,
	"mentor_rating" integer,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentorship_sessions_status_check" CHECK ("mentorship_sessions"."status" in ('pending', 'matched', 'scheduled', 'active', 'completed', 'cancelled', 'no_show')),
	CONSTRAINT "mentorship_sessions_credits_check" CHECK ("mentorship_sessions"."credits_used" > 0)
);
--> statement-breakpoint
ALTER TABLE "mentorship_sessions" ADD CONSTRAINT "mentorship_sessions_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_sessions" ADD CONSTRAINT "mentorship_sessions_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentorship_sessions_requester_idx" ON "mentorship_sessions" USING btree ("requester_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mentorship_sessions_mentor_idx" ON "mentorship_sessions" USING btree ("mentor_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mentorship_sessions_open_pool_idx" ON "mentorship_sessions" USING btree ("status","created_at" DESC NULLS LAST) WHERE "mentorship_sessions"."mentor_id" is null;--> statement-breakpoint
ALTER TABLE "mentorship_credit_ledger" ADD CONSTRAINT "mentorship_credit_ledger_session_id_mentorship_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."mentorship_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mentorship_credit_ledger_one_refund" ON "mentorship_credit_ledger" USING btree ("session_id") WHERE "mentorship_credit_ledger"."type" = 'refund';