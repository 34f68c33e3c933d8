CREATE TABLE "payroll_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ftg_id" uuid NOT NULL,
	"from_datum" date NOT NULL,
	"to_datum" date NOT NULL,
	"antal" integer NOT NULL,
	"xml" text NOT NULL,
	"created_by" uuid,
	"created_by_namn" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "punches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ftg_id" uuid NOT NULL,
	"anst_nr" text NOT NULL,
	"datum" date NOT NULL,
	"in_at" timestamp with time zone NOT NULL,
	"out_at" timestamp with time zone,
	"rast_start" timestamp with time zone,
	"rast_minuter" integer DEFAULT 0 NOT NULL,
	"orsak" text DEFAULT '' NOT NULL,
	"time_entry_id" uuid,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ftg_id" uuid NOT NULL,
	"anst_nr" text NOT NULL,
	"datum" date NOT NULL,
	"tid_kod" text NOT NULL,
	"timmar" numeric(6, 2) NOT NULL,
	"start_tid" text,
	"slut_tid" text,
	"brukare" text,
	"res_enhet" text[] DEFAULT '{"","","","","",""}'::text[] NOT NULL,
	"kommentar" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"kalla" text DEFAULT 'MANUELL' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"export_id" uuid,
	"updated_by" uuid,
	"updated_by_namn" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_entry_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"ftg_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"anst_nr" text NOT NULL,
	"handelse" text NOT NULL,
	"user_id" uuid,
	"user_namn" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payroll_exports" ADD CONSTRAINT "payroll_exports_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_exports" ADD CONSTRAINT "payroll_exports_created_by_user_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_updated_by_user_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_updated_by_user_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entry_events" ADD CONSTRAINT "time_entry_events_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entry_events" ADD CONSTRAINT "time_entry_events_user_id_user_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payroll_exports_ftg_id_created_at_index" ON "payroll_exports" USING btree ("ftg_id","created_at");--> statement-breakpoint
CREATE INDEX "punches_ftg_id_anst_nr_datum_index" ON "punches" USING btree ("ftg_id","anst_nr","datum");--> statement-breakpoint
CREATE INDEX "time_entries_ftg_id_anst_nr_datum_index" ON "time_entries" USING btree ("ftg_id","anst_nr","datum");--> statement-breakpoint
CREATE INDEX "time_entries_ftg_id_datum_status_index" ON "time_entries" USING btree ("ftg_id","datum","status");--> statement-breakpoint
CREATE INDEX "time_entry_events_entry_id_at_index" ON "time_entry_events" USING btree ("entry_id","at");