CREATE TABLE "operator_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid,
	"user_id" uuid NOT NULL,
	"removal_request_id" uuid,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "removal_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"removal_request_id" uuid NOT NULL,
	"actor" text NOT NULL,
	"actor_id" uuid,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "removal_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"removal_request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"url" text NOT NULL,
	"http_status" integer,
	"text" text,
	"sha256" text,
	"detail" text,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "removal_requests" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "removal_requests" ADD COLUMN "opt_out_url" text;--> statement-breakpoint
ALTER TABLE "removal_requests" ADD COLUMN "opt_out_email" text;--> statement-breakpoint
ALTER TABLE "removal_requests" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "removal_requests" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "removal_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "removal_requests" ADD COLUMN "acknowledge_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "removal_requests" ADD COLUMN "respond_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "removal_requests" ADD COLUMN "extended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "removal_requests" ADD COLUMN "authorised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "removal_requests" ADD COLUMN "letter_subject" text;--> statement-breakpoint
ALTER TABLE "removal_requests" ADD COLUMN "letter_body" text;--> statement-breakpoint
ALTER TABLE "removal_requests" ADD COLUMN "email_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "removal_requests" ADD COLUMN "claimed_by" uuid;--> statement-breakpoint
ALTER TABLE "removal_requests" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "removal_requests" ADD COLUMN "last_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operator_audit" ADD CONSTRAINT "operator_audit_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_audit" ADD CONSTRAINT "operator_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_audit" ADD CONSTRAINT "operator_audit_removal_request_id_removal_requests_id_fk" FOREIGN KEY ("removal_request_id") REFERENCES "public"."removal_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removal_events" ADD CONSTRAINT "removal_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removal_events" ADD CONSTRAINT "removal_events_removal_request_id_removal_requests_id_fk" FOREIGN KEY ("removal_request_id") REFERENCES "public"."removal_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removal_evidence" ADD CONSTRAINT "removal_evidence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removal_evidence" ADD CONSTRAINT "removal_evidence_removal_request_id_removal_requests_id_fk" FOREIGN KEY ("removal_request_id") REFERENCES "public"."removal_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_audit_created_idx" ON "operator_audit" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "removal_events_removal_idx" ON "removal_events" USING btree ("removal_request_id","created_at");--> statement-breakpoint
CREATE INDEX "removal_evidence_removal_idx" ON "removal_evidence" USING btree ("removal_request_id","fetched_at");--> statement-breakpoint
ALTER TABLE "removal_requests" ADD CONSTRAINT "removal_requests_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "removal_requests_status_idx" ON "removal_requests" USING btree ("status");