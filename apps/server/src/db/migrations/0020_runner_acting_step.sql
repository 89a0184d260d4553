ALTER TABLE "runner_runs" ADD COLUMN "acting_step" integer;--> statement-breakpoint
ALTER TABLE "runner_runs" ADD COLUMN "acting_since" timestamp with time zone;