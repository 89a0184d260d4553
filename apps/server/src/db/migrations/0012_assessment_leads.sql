CREATE TABLE "assessment_lead_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"snippet" text NOT NULL,
	"source" text NOT NULL,
	"search_term" text NOT NULL,
	"search_type" text NOT NULL,
	"severity" text NOT NULL,
	"category" text NOT NULL,
	"method" text,
	"site_name" text,
	"priority" boolean DEFAULT false NOT NULL,
	"match_score" smallint NOT NULL,
	"match_label" text NOT NULL,
	"match_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"found" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"city" text,
	"state" text,
	"case_number" text,
	"email" text NOT NULL,
	"answers" jsonb NOT NULL,
	"consent_text" text NOT NULL,
	"consent_version" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"consent_ip" text NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"used_mock_data" boolean DEFAULT false NOT NULL,
	"claimed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "assessment_leads_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "assessment_lead_results" ADD CONSTRAINT "assessment_lead_results_lead_id_assessment_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."assessment_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_leads" ADD CONSTRAINT "assessment_leads_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_lead_results_lead_idx" ON "assessment_lead_results" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "assessment_leads_expires_idx" ON "assessment_leads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "assessment_leads_claimed_idx" ON "assessment_leads" USING btree ("claimed_by");