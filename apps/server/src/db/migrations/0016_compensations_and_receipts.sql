CREATE TABLE "compensation_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"ftg_id" uuid NOT NULL,
	"compensation_id" uuid NOT NULL,
	"anst_nr" text NOT NULL,
	"handelse" text NOT NULL,
	"user_id" uuid,
	"user_namn" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compensations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ftg_id" uuid NOT NULL,
	"anst_nr" text NOT NULL,
	"datum" date NOT NULL,
	"lon_kod" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"from_datum" date,
	"tom_datum" date,
	"antal" numeric(14, 4) NOT NULL,
	"apris" numeric(14, 4),
	"belopp" numeric(14, 2) NOT NULL,
	"moms" numeric(14, 2) NOT NULL,
	"summa" numeric(14, 2) NOT NULL,
	"moms_sek" numeric(14, 2) NOT NULL,
	"varugrupp" text DEFAULT '' NOT NULL,
	"valuta_kod" text DEFAULT 'SEK' NOT NULL,
	"kurs" numeric(14, 6) DEFAULT 1 NOT NULL,
	"brukare" text,
	"res_enhet" text[] DEFAULT '{"","","","","",""}'::text[] NOT NULL,
	"konto" text DEFAULT '' NOT NULL,
	"receipt_id" uuid,
	"status" text NOT NULL,
	"kalla" text DEFAULT 'MANUELL' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"export_id" uuid,
	"post_id" integer,
	"updated_by" uuid,
	"updated_by_namn" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ftg_id" uuid NOT NULL,
	"anst_nr" text NOT NULL,
	"mime" text NOT NULL,
	"filnamn" text DEFAULT '' NOT NULL,
	"storlek" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lon_koder" ADD COLUMN "kvitto_kravs" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "compensation_events" ADD CONSTRAINT "compensation_events_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compensation_events" ADD CONSTRAINT "compensation_events_user_id_user_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compensations" ADD CONSTRAINT "compensations_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compensations" ADD CONSTRAINT "compensations_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compensations" ADD CONSTRAINT "compensations_updated_by_user_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_created_by_user_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compensation_events_compensation_id_at_index" ON "compensation_events" USING btree ("compensation_id","at");--> statement-breakpoint
CREATE INDEX "compensations_ftg_id_anst_nr_datum_index" ON "compensations" USING btree ("ftg_id","anst_nr","datum");--> statement-breakpoint
CREATE INDEX "compensations_ftg_id_datum_status_index" ON "compensations" USING btree ("ftg_id","datum","status");--> statement-breakpoint
CREATE INDEX "compensations_receipt_id_index" ON "compensations" USING btree ("receipt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "compensations_ftg_id_post_id_index" ON "compensations" USING btree ("ftg_id","post_id");--> statement-breakpoint
CREATE INDEX "receipts_ftg_id_anst_nr_index" ON "receipts" USING btree ("ftg_id","anst_nr");