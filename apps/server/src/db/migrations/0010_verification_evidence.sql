ALTER TABLE "removal_evidence" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "removal_evidence" ADD COLUMN "final_url" text;--> statement-breakpoint
ALTER TABLE "removal_evidence" ADD COLUMN "screenshot_sha256" text;--> statement-breakpoint
ALTER TABLE "removal_evidence" ADD COLUMN "screenshot_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "removal_evidence" ADD COLUMN "identifiers" jsonb;--> statement-breakpoint
ALTER TABLE "removal_requests" ADD COLUMN "check_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "removal_requests" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "removal_requests" ADD COLUMN "check_problem" text;--> statement-breakpoint
ALTER TABLE "removal_requests" ADD COLUMN "operator_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "removal_requests" ADD COLUMN "relisted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "removal_requests" ADD COLUMN "relisted_from_id" uuid;--> statement-breakpoint
ALTER TABLE "removal_requests" ADD CONSTRAINT "removal_requests_relisted_from_id_removal_requests_id_fk" FOREIGN KEY ("relisted_from_id") REFERENCES "public"."removal_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "removal_evidence_sha256_idx" ON "removal_evidence" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "removal_evidence_screenshot_idx" ON "removal_evidence" USING btree ("screenshot_sha256");--> statement-breakpoint
UPDATE "removal_evidence" SET "outcome" = 'still-listed', "reason" = 'name-shown' WHERE "outcome" = 'still-present';--> statement-breakpoint
UPDATE "removal_evidence" SET "reason" = "outcome", "outcome" = 'could-not-check' WHERE "outcome" IN ('unreachable', 'refused');
