CREATE TABLE "attorney_link_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"referral_id" uuid NOT NULL,
	"attorney_id" uuid NOT NULL,
	"action" text NOT NULL,
	"ip" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attorney_referrals" ADD COLUMN "link_revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attorney_link_uses" ADD CONSTRAINT "attorney_link_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attorney_link_uses" ADD CONSTRAINT "attorney_link_uses_referral_id_attorney_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."attorney_referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attorney_link_uses_referral_idx" ON "attorney_link_uses" USING btree ("referral_id","at");