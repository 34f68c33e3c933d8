ALTER TABLE "user_accounts" ADD COLUMN "password_must_change" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_accounts" ADD COLUMN "enforce_bank_id_auth" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_accounts" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;