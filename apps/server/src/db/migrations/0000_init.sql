CREATE TABLE "companies" (
	"ftg_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ftg_key" text NOT NULL,
	"namn" text NOT NULL,
	"orgnr" text NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"picture_id" uuid,
	"require_sms_verification" boolean DEFAULT false NOT NULL,
	"momspliktig" boolean DEFAULT false NOT NULL,
	"use_lss" boolean DEFAULT false NOT NULL,
	"use_fk_signering" boolean DEFAULT false NOT NULL,
	"use_per_schema" boolean DEFAULT true NOT NULL,
	"kal_use_lon_ready" boolean DEFAULT true NOT NULL,
	"kal_use_attest" boolean DEFAULT true NOT NULL,
	"brukare_namn_typ" text DEFAULT 'BRUKARE' NOT NULL,
	"open_res_enhet" boolean[] DEFAULT '{false,false,false,false,false,false}' NOT NULL,
	"reg_res_enh" boolean[] DEFAULT '{false,false,false,false,false,false}' NOT NULL,
	"res_enhet_namn" text[] DEFAULT '{"","","","","",""}' NOT NULL,
	"has_plus" boolean DEFAULT false NOT NULL,
	"has_web_lon" boolean DEFAULT true NOT NULL,
	"has_web_lon_plus" boolean DEFAULT false NOT NULL,
	"licens_options" text[] DEFAULT '{}' NOT NULL,
	"enforce_bank_id_auth" boolean DEFAULT false NOT NULL,
	"password_min_length" integer DEFAULT 6 NOT NULL,
	"first_salary_year" integer NOT NULL,
	CONSTRAINT "companies_ftgKey_unique" UNIQUE("ftg_key")
);
--> statement-breakpoint
CREATE TABLE "portal_settings" (
	"ftg_id" uuid PRIMARY KEY NOT NULL,
	"info" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_tokens" (
	"user_id" uuid NOT NULL,
	"platform" text NOT NULL,
	"token" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_tokens_user_id_platform_pk" PRIMARY KEY("user_id","platform")
);
--> statement-breakpoint
CREATE TABLE "user_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"login" text NOT NULL,
	"namn" text NOT NULL,
	"roll" text NOT NULL,
	"pers_nr" text,
	"ftg_id" uuid NOT NULL,
	"anst_nr" text,
	"signatur" text,
	"brukare" text,
	"login_type" text,
	"access_option" text,
	"password_hash" text,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"phone" text,
	"disabled" boolean DEFAULT false NOT NULL,
	CONSTRAINT "user_accounts_login_unique" UNIQUE("login")
);
--> statement-breakpoint
CREATE TABLE "user_app_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"theme" text DEFAULT 'white' NOT NULL,
	"date_filter_period_type" text DEFAULT 'M' NOT NULL,
	"initial_date_filter" text DEFAULT 'CURRENT' NOT NULL,
	"pagination_per_page" integer DEFAULT 25 NOT NULL,
	"inactivity_timer" integer DEFAULT 60 NOT NULL,
	"message_notification" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_company_access" (
	"user_id" uuid NOT NULL,
	"ftg_id" uuid NOT NULL,
	CONSTRAINT "user_company_access_user_id_ftg_id_pk" PRIMARY KEY("user_id","ftg_id")
);
--> statement-breakpoint
CREATE TABLE "user_options" (
	"user_id" uuid NOT NULL,
	"option" text NOT NULL,
	CONSTRAINT "user_options_user_id_option_pk" PRIMARY KEY("user_id","option")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"ftg_id" uuid,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"login" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"auth_method" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ftg_id" uuid,
	"salary_year" integer,
	"roll" text NOT NULL,
	"password_changed_at" timestamp with time zone NOT NULL,
	"critical" text NOT NULL,
	"ended_at" timestamp with time zone,
	"end_code" integer
);
--> statement-breakpoint
CREATE TABLE "sms_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"token_hash" text,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "arb_scheman" (
	"ftg_id" uuid NOT NULL,
	"arb_schema" text NOT NULL,
	"ben_text" text NOT NULL,
	"dagar" numeric(5, 2)[] NOT NULL,
	"start_tid" text DEFAULT '08:00' NOT NULL,
	CONSTRAINT "arb_scheman_ftg_id_arb_schema_pk" PRIMARY KEY("ftg_id","arb_schema")
);
--> statement-breakpoint
CREATE TABLE "arbetsledare" (
	"ftg_id" uuid NOT NULL,
	"sign" text NOT NULL,
	"namn" text NOT NULL,
	CONSTRAINT "arbetsledare_ftg_id_sign_pk" PRIMARY KEY("ftg_id","sign")
);
--> statement-breakpoint
CREATE TABLE "avdelningar" (
	"ftg_id" uuid NOT NULL,
	"avdelning" text NOT NULL,
	"namn" text NOT NULL,
	CONSTRAINT "avdelningar_ftg_id_avdelning_pk" PRIMARY KEY("ftg_id","avdelning")
);
--> statement-breakpoint
CREATE TABLE "brukare" (
	"ftg_id" uuid NOT NULL,
	"brukare" text NOT NULL,
	"fo_namn" text NOT NULL,
	"ef_namn" text NOT NULL,
	"pers_nr" text,
	CONSTRAINT "brukare_ftg_id_brukare_pk" PRIMARY KEY("ftg_id","brukare")
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"ftg_id" uuid NOT NULL,
	"anst_nr" text NOT NULL,
	"fo_namn" text NOT NULL,
	"ef_namn" text NOT NULL,
	"pers_nr" text,
	"email" text,
	"phone" text,
	"tid_kod_grupp" text NOT NULL,
	"lon_kod_grupp" text NOT NULL,
	"avdelning" text,
	"profile_picture_id" uuid,
	"locked" boolean DEFAULT false NOT NULL,
	"use_brukare" boolean DEFAULT false NOT NULL,
	"brukare" text,
	"use_res_enhet" boolean[] DEFAULT '{false,false,false}' NOT NULL,
	"res_enhet" text[] DEFAULT '{"","",""}' NOT NULL,
	"anst_datum" date,
	CONSTRAINT "employees_ftg_id_anst_nr_pk" PRIMARY KEY("ftg_id","anst_nr")
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"ftg_id" uuid NOT NULL,
	"datum" date NOT NULL,
	"namn" text NOT NULL,
	"typ" text NOT NULL,
	CONSTRAINT "holidays_ftg_id_datum_pk" PRIMARY KEY("ftg_id","datum")
);
--> statement-breakpoint
CREATE TABLE "lon_koder" (
	"ftg_id" uuid NOT NULL,
	"lon_kod" text NOT NULL,
	"ben_text" text NOT NULL,
	"typ" text NOT NULL,
	"enhet" text DEFAULT 'st' NOT NULL,
	"apris_ore" integer,
	"grupper" text[] NOT NULL,
	CONSTRAINT "lon_koder_ftg_id_lon_kod_pk" PRIMARY KEY("ftg_id","lon_kod")
);
--> statement-breakpoint
CREATE TABLE "per_schema" (
	"ftg_id" uuid NOT NULL,
	"anst_nr" text NOT NULL,
	"from_datum" date NOT NULL,
	"use_arb_schema" boolean DEFAULT true NOT NULL,
	"arb_schema" text NOT NULL,
	CONSTRAINT "per_schema_ftg_id_anst_nr_from_datum_pk" PRIMARY KEY("ftg_id","anst_nr","from_datum")
);
--> statement-breakpoint
CREATE TABLE "resultatenheter" (
	"ftg_id" uuid NOT NULL,
	"dim" integer NOT NULL,
	"kod" text NOT NULL,
	"namn" text NOT NULL,
	CONSTRAINT "resultatenheter_ftg_id_dim_kod_pk" PRIMARY KEY("ftg_id","dim","kod")
);
--> statement-breakpoint
CREATE TABLE "tid_koder" (
	"ftg_id" uuid NOT NULL,
	"tid_kod" text NOT NULL,
	"ben_text" text NOT NULL,
	"typ" text NOT NULL,
	"grupper" text[] NOT NULL,
	CONSTRAINT "tid_koder_ftg_id_tid_kod_pk" PRIMARY KEY("ftg_id","tid_kod")
);
--> statement-breakpoint
ALTER TABLE "portal_settings" ADD CONSTRAINT "portal_settings_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_tokens" ADD CONSTRAINT "device_tokens_user_id_user_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_accounts" ADD CONSTRAINT "user_accounts_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_app_settings" ADD CONSTRAINT "user_app_settings_user_id_user_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_company_access" ADD CONSTRAINT "user_company_access_user_id_user_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_company_access" ADD CONSTRAINT "user_company_access_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_options" ADD CONSTRAINT "user_options_user_id_user_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_user_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_challenges" ADD CONSTRAINT "sms_challenges_user_id_user_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arb_scheman" ADD CONSTRAINT "arb_scheman_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arbetsledare" ADD CONSTRAINT "arbetsledare_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avdelningar" ADD CONSTRAINT "avdelningar_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brukare" ADD CONSTRAINT "brukare_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lon_koder" ADD CONSTRAINT "lon_koder_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "per_schema" ADD CONSTRAINT "per_schema_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resultatenheter" ADD CONSTRAINT "resultatenheter_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tid_koder" ADD CONSTRAINT "tid_koder_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_accounts_pers_nr_index" ON "user_accounts" USING btree ("pers_nr");--> statement-breakpoint
CREATE INDEX "user_accounts_ftg_id_index" ON "user_accounts" USING btree ("ftg_id");--> statement-breakpoint
CREATE INDEX "audit_log_ftg_id_at_index" ON "audit_log" USING btree ("ftg_id","at");--> statement-breakpoint
CREATE INDEX "login_failures_login_at_index" ON "login_failures" USING btree ("login","at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_at_index" ON "login_failures" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_index" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_challenges_user_id_index" ON "sms_challenges" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "employees_ftg_id_ef_namn_index" ON "employees" USING btree ("ftg_id","ef_namn");