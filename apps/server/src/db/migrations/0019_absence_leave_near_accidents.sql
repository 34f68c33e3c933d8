CREATE TABLE "absence_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ftg_id" uuid NOT NULL,
	"anst_nr" text NOT NULL,
	"typ" text NOT NULL,
	"from_datum" date NOT NULL,
	"frisk_datum" date,
	"omfattning" integer DEFAULT 100 NOT NULL,
	"barn_id" uuid,
	"tid_kod" text NOT NULL,
	"kommentar" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_by" uuid,
	"updated_by_namn" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "children" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ftg_id" uuid NOT NULL,
	"anst_nr" text NOT NULL,
	"pers_nr" text NOT NULL,
	"namn" text NOT NULL,
	"max_dagar" integer NOT NULL,
	"ingaende_dagar" numeric(6, 2) DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ftg_id" uuid NOT NULL,
	"anst_nr" text NOT NULL,
	"tid_kod" text NOT NULL,
	"from_datum" date NOT NULL,
	"to_datum" date NOT NULL,
	"omfattning" integer DEFAULT 100 NOT NULL,
	"dagar" numeric(6, 2) NOT NULL,
	"timmar" numeric(8, 2) NOT NULL,
	"kommentar" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"beslut_kommentar" text DEFAULT '' NOT NULL,
	"beslut_av_namn" text DEFAULT '' NOT NULL,
	"beslut_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ftg_id" uuid NOT NULL,
	"namn" text NOT NULL,
	"from_datum" date NOT NULL,
	"to_datum" date NOT NULL,
	"sista_onskedag" date NOT NULL,
	"min_bemanning" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "near_accident_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"filnamn" text NOT NULL,
	"mime" text NOT NULL,
	"storlek" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "near_accident_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"report_id" uuid NOT NULL,
	"handelse" text NOT NULL,
	"status" text,
	"kommentar" text DEFAULT '' NOT NULL,
	"user_namn" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "near_accidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ftg_id" uuid NOT NULL,
	"reporter_id" uuid,
	"reporter_namn" text NOT NULL,
	"datum" date NOT NULL,
	"tid" text DEFAULT '' NOT NULL,
	"plats" text NOT NULL,
	"handelse" text NOT NULL,
	"atgard" text DEFAULT '' NOT NULL,
	"forslag" text DEFAULT '' NOT NULL,
	"kansligt" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "absence_id" uuid;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "leave_id" uuid;--> statement-breakpoint
ALTER TABLE "absence_reports" ADD CONSTRAINT "absence_reports_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_reports" ADD CONSTRAINT "absence_reports_barn_id_children_id_fk" FOREIGN KEY ("barn_id") REFERENCES "public"."children"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_reports" ADD CONSTRAINT "absence_reports_updated_by_user_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_updated_by_user_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_applications" ADD CONSTRAINT "leave_applications_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_applications" ADD CONSTRAINT "leave_applications_created_by_user_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_plans" ADD CONSTRAINT "leave_plans_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_plans" ADD CONSTRAINT "leave_plans_created_by_user_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "near_accident_attachments" ADD CONSTRAINT "near_accident_attachments_report_id_near_accidents_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."near_accidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "near_accident_events" ADD CONSTRAINT "near_accident_events_report_id_near_accidents_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."near_accidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "near_accidents" ADD CONSTRAINT "near_accidents_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "near_accidents" ADD CONSTRAINT "near_accidents_reporter_id_user_accounts_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "absence_reports_ftg_id_anst_nr_from_datum_index" ON "absence_reports" USING btree ("ftg_id","anst_nr","from_datum");--> statement-breakpoint
CREATE INDEX "absence_reports_ftg_id_frisk_datum_index" ON "absence_reports" USING btree ("ftg_id","frisk_datum");--> statement-breakpoint
CREATE INDEX "children_ftg_id_anst_nr_index" ON "children" USING btree ("ftg_id","anst_nr");--> statement-breakpoint
CREATE INDEX "leave_applications_ftg_id_anst_nr_from_datum_index" ON "leave_applications" USING btree ("ftg_id","anst_nr","from_datum");--> statement-breakpoint
CREATE INDEX "leave_applications_ftg_id_status_from_datum_index" ON "leave_applications" USING btree ("ftg_id","status","from_datum");--> statement-breakpoint
CREATE INDEX "leave_plans_ftg_id_from_datum_index" ON "leave_plans" USING btree ("ftg_id","from_datum");--> statement-breakpoint
CREATE INDEX "near_accident_attachments_report_id_index" ON "near_accident_attachments" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "near_accident_events_report_id_seq_index" ON "near_accident_events" USING btree ("report_id","seq");--> statement-breakpoint
CREATE INDEX "near_accidents_ftg_id_status_index" ON "near_accidents" USING btree ("ftg_id","status");--> statement-breakpoint
CREATE INDEX "near_accidents_ftg_id_created_at_index" ON "near_accidents" USING btree ("ftg_id","created_at");--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_absence_id_absence_reports_id_fk" FOREIGN KEY ("absence_id") REFERENCES "public"."absence_reports"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_leave_id_leave_applications_id_fk" FOREIGN KEY ("leave_id") REFERENCES "public"."leave_applications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_entries_absence_id_index" ON "time_entries" USING btree ("absence_id");--> statement-breakpoint
CREATE INDEX "time_entries_leave_id_index" ON "time_entries" USING btree ("leave_id");