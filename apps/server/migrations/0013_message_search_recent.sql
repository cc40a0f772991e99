-- Message search reads a message's words without recomputing them (docs/ARCHITECTURE.md,
-- "Message search"): the three stemmers' vector becomes a stored generated column, tested row by
-- row in a newest-first walk of messages_created_idx (common words), or through its GIN index
-- (rare words). The column is not declared in db/chat-schema.ts, so selected message rows never
-- carry it. Adding it rewrites the table once.
ALTER TABLE "messages" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (to_tsvector('english'::regconfig, content) || to_tsvector('russian'::regconfig, content) || to_tsvector('arabic'::regconfig, content)) STORED;--> statement-breakpoint
CREATE INDEX "messages_search_vector_idx" ON "messages" USING gin ("search_vector");--> statement-breakpoint
DROP INDEX "messages_search_idx";--> statement-breakpoint
CREATE INDEX "messages_created_idx" ON "messages" USING btree ("created_at","id");
