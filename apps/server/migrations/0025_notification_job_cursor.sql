-- Large audiences are notified in batches: the cursor is the last recipient (by user id) done,
-- committed with each batch, so a retried batch never notifies anyone twice.
ALTER TABLE "notification_jobs" ADD COLUMN "cursor" uuid;