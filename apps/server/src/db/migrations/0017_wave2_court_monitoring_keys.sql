CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"scope" text NOT NULL,
	"key_hash" text NOT NULL,
	"hint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"use_count" integer DEFAULT 0 NOT NULL,
	"activity_id" uuid,
	"activity_window_start" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "attorney_referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"attorney_id" uuid NOT NULL,
	"status" text NOT NULL,
	"consent_text" text NOT NULL,
	"consent_version" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"consent_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "court_case_findings" (
	"case_id" uuid NOT NULL,
	"result_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"linked_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "court_case_findings_case_id_result_id_pk" PRIMARY KEY("case_id","result_id")
);
--> statement-breakpoint
CREATE TABLE "court_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"protected_profile_id" uuid,
	"case_number" text NOT NULL,
	"case_key" text NOT NULL,
	"caption" text NOT NULL,
	"court" text NOT NULL,
	"state" text NOT NULL,
	"case_type" text NOT NULL,
	"eligibility_input" jsonb,
	"eligibility_result" jsonb,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "court_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" text NOT NULL,
	"referral_id" uuid,
	"order_kind" text,
	"ordered_on" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_attorneys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"firm" text,
	"email" text NOT NULL,
	"phone" text,
	"states" jsonb NOT NULL,
	"practice_areas" jsonb NOT NULL,
	"fees" text NOT NULL,
	"languages" jsonb NOT NULL,
	"capacity" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referral_id" uuid NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"queries" jsonb NOT NULL,
	"scan_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monthly_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"month" text NOT NULL,
	"summary" jsonb NOT NULL,
	"pdf_sha256" text NOT NULL,
	"pdf_size" integer NOT NULL,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "secrets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"scope" text NOT NULL,
	"sealed" text NOT NULL,
	"key_id" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "secrets_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "removal_requests" ADD COLUMN "google_route" text;--> statement-breakpoint
ALTER TABLE "search_results" ADD COLUMN "observations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attorney_referrals" ADD CONSTRAINT "attorney_referrals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attorney_referrals" ADD CONSTRAINT "attorney_referrals_case_id_court_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."court_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attorney_referrals" ADD CONSTRAINT "attorney_referrals_attorney_id_partner_attorneys_id_fk" FOREIGN KEY ("attorney_id") REFERENCES "public"."partner_attorneys"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_case_findings" ADD CONSTRAINT "court_case_findings_case_id_court_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."court_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_case_findings" ADD CONSTRAINT "court_case_findings_result_id_search_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."search_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_case_findings" ADD CONSTRAINT "court_case_findings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_cases" ADD CONSTRAINT "court_cases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_cases" ADD CONSTRAINT "court_cases_protected_profile_id_protected_profiles_id_fk" FOREIGN KEY ("protected_profile_id") REFERENCES "public"."protected_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_documents" ADD CONSTRAINT "court_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_documents" ADD CONSTRAINT "court_documents_case_id_court_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."court_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_documents" ADD CONSTRAINT "court_documents_referral_id_attorney_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."attorney_referrals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_events" ADD CONSTRAINT "referral_events_referral_id_attorney_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."attorney_referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_runs" ADD CONSTRAINT "monitoring_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_runs" ADD CONSTRAINT "monitoring_runs_profile_id_protected_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."protected_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_reports" ADD CONSTRAINT "monthly_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_key_hash_idx" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_user_id_idx" ON "api_keys" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "attorney_referrals_user_idx" ON "attorney_referrals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "attorney_referrals_attorney_idx" ON "attorney_referrals" USING btree ("attorney_id");--> statement-breakpoint
CREATE UNIQUE INDEX "court_cases_user_key_idx" ON "court_cases" USING btree ("user_id","case_key");--> statement-breakpoint
CREATE INDEX "court_documents_case_idx" ON "court_documents" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "referral_events_referral_idx" ON "referral_events" USING btree ("referral_id","created_at");--> statement-breakpoint
CREATE INDEX "monitoring_runs_profile_created_idx" ON "monitoring_runs" USING btree ("profile_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "monthly_reports_user_month_idx" ON "monthly_reports" USING btree ("user_id","month");