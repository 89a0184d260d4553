CREATE TABLE "removal_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"takedown_request_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"url" text NOT NULL,
	"domain" text NOT NULL,
	"site_name" text,
	"method" text NOT NULL,
	"status" text DEFAULT 'not-started' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "takedown_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"type" text DEFAULT 'both' NOT NULL,
	"search_term" text,
	"criteria" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result_id" uuid,
	"submitted_date" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_cache" (
	"user_id" uuid NOT NULL,
	"search_type" text NOT NULL,
	"search_term" text NOT NULL,
	"provider" text NOT NULL,
	"used_mock_data" boolean NOT NULL,
	"provider_message" text,
	"results" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_cache_user_id_search_type_search_term_pk" PRIMARY KEY("user_id","search_type","search_term")
);
--> statement-breakpoint
CREATE TABLE "search_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"search_term" text NOT NULL,
	"search_type" text NOT NULL,
	"result_count" integer NOT NULL,
	"has_results" boolean NOT NULL,
	"used_mock_data" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"auto_create_requests" boolean DEFAULT false NOT NULL,
	"middle_name" text,
	"birth_year" smallint,
	"aliases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"relatives" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_provider_slots" (
	"provider" text PRIMARY KEY NOT NULL,
	"next_slot_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_result_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"result_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"snippet" text NOT NULL,
	"source" text NOT NULL,
	"source_type" text NOT NULL,
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
	"found" boolean NOT NULL,
	"processed" boolean DEFAULT false NOT NULL,
	"ignored" boolean DEFAULT false NOT NULL,
	"saved" boolean DEFAULT false NOT NULL,
	"feedback" text,
	"gone_at" timestamp with time zone,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_scans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"search_term" text NOT NULL,
	"search_type" text NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"used_mock_data" boolean DEFAULT false NOT NULL,
	"provider_message" text,
	"from_cache" boolean DEFAULT false NOT NULL,
	"result_count" integer DEFAULT 0 NOT NULL,
	"found_count" integer DEFAULT 0 NOT NULL,
	"high_count" integer DEFAULT 0 NOT NULL,
	"requests_created" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "removal_requests" ADD CONSTRAINT "removal_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removal_requests" ADD CONSTRAINT "removal_requests_takedown_request_id_takedown_requests_id_fk" FOREIGN KEY ("takedown_request_id") REFERENCES "public"."takedown_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "takedown_requests" ADD CONSTRAINT "takedown_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "takedown_requests" ADD CONSTRAINT "takedown_requests_result_id_search_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."search_results"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_cache" ADD CONSTRAINT "search_cache_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_preferences" ADD CONSTRAINT "search_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_result_events" ADD CONSTRAINT "search_result_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_result_events" ADD CONSTRAINT "search_result_events_result_id_search_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."search_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_results" ADD CONSTRAINT "search_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_scans" ADD CONSTRAINT "search_scans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "removal_requests_user_reference_idx" ON "removal_requests" USING btree ("user_id","reference");--> statement-breakpoint
CREATE INDEX "removal_requests_takedown_idx" ON "removal_requests" USING btree ("takedown_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "takedown_requests_user_reference_idx" ON "takedown_requests" USING btree ("user_id","reference");--> statement-breakpoint
CREATE INDEX "takedown_requests_user_created_idx" ON "takedown_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "search_history_user_created_idx" ON "search_history" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "search_result_events_result_idx" ON "search_result_events" USING btree ("result_id");--> statement-breakpoint
CREATE UNIQUE INDEX "search_results_user_url_idx" ON "search_results" USING btree ("user_id","url");--> statement-breakpoint
CREATE INDEX "search_results_user_term_idx" ON "search_results" USING btree ("user_id","search_type","search_term");--> statement-breakpoint
CREATE INDEX "search_scans_user_created_idx" ON "search_scans" USING btree ("user_id","created_at");