CREATE TABLE "employee_history" (
	"ftg_id" uuid NOT NULL,
	"anst_nr" text NOT NULL,
	"from_datum" date NOT NULL,
	"avdelning" text,
	"tid_kod_grupp" text NOT NULL,
	"lon_kod_grupp" text NOT NULL,
	"applied" boolean DEFAULT false NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" uuid,
	CONSTRAINT "employee_history_ftg_id_anst_nr_from_datum_pk" PRIMARY KEY("ftg_id","anst_nr","from_datum")
);
--> statement-breakpoint
CREATE TABLE "register_sync" (
	"ftg_id" uuid NOT NULL,
	"register" text NOT NULL,
	"kod" text NOT NULL,
	"varden" jsonb NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "register_sync_ftg_id_register_kod_pk" PRIMARY KEY("ftg_id","register","kod")
);
--> statement-breakpoint
CREATE TABLE "schedule_days" (
	"ftg_id" uuid NOT NULL,
	"anst_nr" text NOT NULL,
	"datum" date NOT NULL,
	"start_tid" text,
	"slut_tid" text,
	"timmar" numeric(5, 2) NOT NULL,
	CONSTRAINT "schedule_days_ftg_id_anst_nr_datum_pk" PRIMARY KEY("ftg_id","anst_nr","datum")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "arb_scheman" ADD COLUMN "rotation_start" date;--> statement-breakpoint
ALTER TABLE "arb_scheman" ADD COLUMN "stangd" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "arb_scheman" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "arbetsledare" ADD COLUMN "brukare" text;--> statement-breakpoint
ALTER TABLE "arbetsledare" ADD COLUMN "stangd" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "arbetsledare" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "avdelningar" ADD COLUMN "stangd" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "avdelningar" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "brukare" ADD COLUMN "stangd" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "brukare" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "slut_datum" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "skyddad_identitet" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kontoreg" ADD COLUMN "stangd" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "kontoreg" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lon_koder" ADD COLUMN "stangd" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lon_koder" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "resultatenheter" ADD COLUMN "stangd" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "resultatenheter" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tid_koder" ADD COLUMN "stangd" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tid_koder" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "varugrupper" ADD COLUMN "stangd" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "varugrupper" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_history" ADD CONSTRAINT "employee_history_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_sync" ADD CONSTRAINT "register_sync_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_days" ADD CONSTRAINT "schedule_days_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employee_history_applied_from_datum_index" ON "employee_history" USING btree ("applied","from_datum");