DROP INDEX "takedown_requests_user_created_idx";--> statement-breakpoint
CREATE INDEX "takedown_requests_user_created_id_idx" ON "takedown_requests" USING btree ("user_id","created_at","id");