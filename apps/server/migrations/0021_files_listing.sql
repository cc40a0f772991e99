DROP INDEX "files_folder_idx";--> statement-breakpoint
CREATE INDEX "files_listing_idx" ON "files" USING btree ("project_id","parent_id",("file_type" <> 'folder'),(lower("name") collate "C"),"id");