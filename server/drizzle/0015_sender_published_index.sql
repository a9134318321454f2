DROP INDEX "recognitions_sender_idx";--> statement-breakpoint
CREATE INDEX "recognitions_sender_published_idx" ON "recognitions" USING btree ("sender_id","status","published_at");