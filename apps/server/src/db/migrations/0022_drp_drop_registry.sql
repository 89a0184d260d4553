CREATE TABLE "drop_filings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"filed_at" timestamp with time zone NOT NULL,
	"confirmation" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drp_businesses" (
	"domain" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"name" text,
	"api_base" text NOT NULL,
	"actions" jsonb NOT NULL,
	"verifications" jsonb NOT NULL,
	"token" text,
	"token_at" timestamp with time zone,
	"discovered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drp_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"removal_request_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"exercise" text NOT NULL,
	"request_id" text NOT NULL,
	"callback_token" text NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"processing_details" text,
	"user_verification_url" text,
	"expected_by" timestamp with time zone,
	"last_status_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registry_routes" (
	"edition" text NOT NULL,
	"broker_id" integer NOT NULL,
	"route" text NOT NULL,
	"reason" text NOT NULL,
	"page_url" text NOT NULL,
	"classified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registry_routes_edition_broker_id_pk" PRIMARY KEY("edition","broker_id")
);
--> statement-breakpoint
ALTER TABLE "drop_filings" ADD CONSTRAINT "drop_filings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drp_requests" ADD CONSTRAINT "drp_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drp_requests" ADD CONSTRAINT "drp_requests_removal_request_id_removal_requests_id_fk" FOREIGN KEY ("removal_request_id") REFERENCES "public"."removal_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drp_requests_callback_idx" ON "drp_requests" USING btree ("callback_token");--> statement-breakpoint
CREATE INDEX "drp_requests_removal_idx" ON "drp_requests" USING btree ("removal_request_id");--> statement-breakpoint
CREATE INDEX "drp_requests_state_idx" ON "drp_requests" USING btree ("state");