CREATE TABLE "bankid_orders" (
	"order_ref" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"start_type" integer NOT NULL,
	"browser_hash" text NOT NULL,
	"qr_start_token" text NOT NULL,
	"qr_start_secret" text NOT NULL,
	"requested_pers_nr" text,
	"preferred_login" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_collect_at" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"hint_code" text,
	"pers_nr" text,
	"namn" text,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"token_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ftg_id" uuid NOT NULL,
	"user_id" uuid,
	"order_ref" text NOT NULL,
	"document_ref" text NOT NULL,
	"visible_text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"hint_code" text,
	"pers_nr" text,
	"namn" text,
	"signature" text,
	"ocsp_response" text,
	"completion" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"signed_at" timestamp with time zone,
	CONSTRAINT "signatures_orderRef_unique" UNIQUE("order_ref")
);
--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_user_id_user_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bankid_orders_created_at_index" ON "bankid_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "signatures_ftg_id_document_ref_index" ON "signatures" USING btree ("ftg_id","document_ref");