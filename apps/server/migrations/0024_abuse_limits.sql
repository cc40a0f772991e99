CREATE TABLE "rate_limit_hits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
DROP TABLE "account_actions" CASCADE;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD COLUMN "claim_name" text;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD COLUMN "claim_password_hash" text;--> statement-breakpoint
CREATE INDEX "rate_limit_hits_key_idx" ON "rate_limit_hits" USING btree ("action","key","created_at");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_age_idx" ON "rate_limit_hits" USING btree ("action","created_at");