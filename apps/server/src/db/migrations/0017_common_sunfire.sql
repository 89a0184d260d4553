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
CREATE INDEX "attorney_referrals_user_idx" ON "attorney_referrals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "attorney_referrals_attorney_idx" ON "attorney_referrals" USING btree ("attorney_id");--> statement-breakpoint
CREATE UNIQUE INDEX "court_cases_user_key_idx" ON "court_cases" USING btree ("user_id","case_key");--> statement-breakpoint
CREATE INDEX "court_documents_case_idx" ON "court_documents" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE INDEX "referral_events_referral_idx" ON "referral_events" USING btree ("referral_id","created_at");