DROP INDEX "search_results_user_url_idx";--> statement-breakpoint
ALTER TABLE "protected_profiles" ADD COLUMN "facts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "search_results" ADD COLUMN "profile_id" uuid;--> statement-breakpoint
ALTER TABLE "search_scans" ADD COLUMN "profile_id" uuid;--> statement-breakpoint
ALTER TABLE "search_results" ADD CONSTRAINT "search_results_profile_id_protected_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."protected_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_scans" ADD CONSTRAINT "search_scans_profile_id_protected_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."protected_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_results" ADD CONSTRAINT "search_results_user_profile_url_key" UNIQUE NULLS NOT DISTINCT("user_id","profile_id","url");