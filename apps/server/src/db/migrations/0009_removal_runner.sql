CREATE TABLE "agent_addresses" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"local_part" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_addresses_local_part_unique" UNIQUE("local_part")
);
--> statement-breakpoint
CREATE TABLE "agent_authorisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"human_steps" text NOT NULL,
	"text_version" integer NOT NULL,
	"text" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "inbound_mail" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"run_id" uuid,
	"from_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"used_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "runner_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"removal_request_id" uuid NOT NULL,
	"playbook_domain" text NOT NULL,
	"playbook_version" integer NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"step_index" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"reached" text,
	"browser_state" jsonb,
	"wait_until" timestamp with time zone,
	"failure" text,
	"failed_step" integer,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "runner_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"step_index" integer NOT NULL,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"detail" text,
	"url" text,
	"screenshot_sha256" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "runner_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"removal_request_id" uuid NOT NULL,
	"assignee" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"instructions" text NOT NULL,
	"page_url" text,
	"step_index" integer,
	"screenshot_sha256" text,
	"done_by" uuid,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_addresses" ADD CONSTRAINT "agent_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_authorisations" ADD CONSTRAINT "agent_authorisations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_mail" ADD CONSTRAINT "inbound_mail_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_mail" ADD CONSTRAINT "inbound_mail_run_id_runner_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runner_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runner_runs" ADD CONSTRAINT "runner_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runner_runs" ADD CONSTRAINT "runner_runs_removal_request_id_removal_requests_id_fk" FOREIGN KEY ("removal_request_id") REFERENCES "public"."removal_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runner_steps" ADD CONSTRAINT "runner_steps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runner_steps" ADD CONSTRAINT "runner_steps_run_id_runner_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runner_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runner_tasks" ADD CONSTRAINT "runner_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runner_tasks" ADD CONSTRAINT "runner_tasks_run_id_runner_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runner_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runner_tasks" ADD CONSTRAINT "runner_tasks_removal_request_id_removal_requests_id_fk" FOREIGN KEY ("removal_request_id") REFERENCES "public"."removal_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runner_tasks" ADD CONSTRAINT "runner_tasks_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_authorisations_active_idx" ON "agent_authorisations" USING btree ("user_id") WHERE "agent_authorisations"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "inbound_mail_user_idx" ON "inbound_mail" USING btree ("user_id","received_at");--> statement-breakpoint
CREATE INDEX "inbound_mail_expires_idx" ON "inbound_mail" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "runner_runs_removal_idx" ON "runner_runs" USING btree ("removal_request_id");--> statement-breakpoint
CREATE INDEX "runner_runs_user_state_idx" ON "runner_runs" USING btree ("user_id","state");--> statement-breakpoint
CREATE INDEX "runner_runs_state_idx" ON "runner_runs" USING btree ("state");--> statement-breakpoint
CREATE INDEX "runner_steps_run_idx" ON "runner_steps" USING btree ("run_id","finished_at");--> statement-breakpoint
CREATE INDEX "runner_tasks_user_idx" ON "runner_tasks" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "runner_tasks_assignee_idx" ON "runner_tasks" USING btree ("assignee","status","created_at");