ALTER TABLE "users" ADD COLUMN "signup_source" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "onboarding_completed" boolean DEFAULT false NOT NULL;