CREATE TABLE "profile_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"method" text NOT NULL,
	"role" text,
	"email" text,
	"token_hash" text,
	"statement" text,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"review_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_consents" ADD CONSTRAINT "profile_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_consents" ADD CONSTRAINT "profile_consents_profile_id_protected_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."protected_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_consents" ADD CONSTRAINT "profile_consents_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_consents_profile_idx" ON "profile_consents" USING btree ("profile_id","created_at");--> statement-breakpoint
CREATE INDEX "profile_consents_user_idx" ON "profile_consents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "profile_consents_token_idx" ON "profile_consents" USING btree ("token_hash");