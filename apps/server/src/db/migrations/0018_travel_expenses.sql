CREATE TABLE "normalbelopp" (
	"ar" integer NOT NULL,
	"landskod" text NOT NULL,
	"land" text NOT NULL,
	"belopp" integer NOT NULL,
	CONSTRAINT "normalbelopp_ar_landskod_pk" PRIMARY KEY("ar","landskod")
);
--> statement-breakpoint
CREATE TABLE "normalbelopp_years" (
	"ar" integer PRIMARY KEY NOT NULL,
	"kalla" text NOT NULL,
	"loaded_by" uuid,
	"loaded_by_namn" text DEFAULT '' NOT NULL,
	"loaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "travel_expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ftg_id" uuid NOT NULL,
	"anst_nr" text NOT NULL,
	"avresa_datum" date NOT NULL,
	"hemkomst_datum" date NOT NULL,
	"status" text NOT NULL,
	"data" jsonb NOT NULL,
	"resultat" jsonb,
	"version" integer DEFAULT 0 NOT NULL,
	"export_id" uuid,
	"updated_by" uuid,
	"updated_by_namn" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "compensations" ADD COLUMN "resa_id" uuid;--> statement-breakpoint
ALTER TABLE "normalbelopp" ADD CONSTRAINT "normalbelopp_ar_normalbelopp_years_ar_fk" FOREIGN KEY ("ar") REFERENCES "public"."normalbelopp_years"("ar") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "normalbelopp_years" ADD CONSTRAINT "normalbelopp_years_loaded_by_user_accounts_id_fk" FOREIGN KEY ("loaded_by") REFERENCES "public"."user_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_expenses" ADD CONSTRAINT "travel_expenses_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_expenses" ADD CONSTRAINT "travel_expenses_updated_by_user_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "travel_expenses_ftg_id_anst_nr_avresa_datum_index" ON "travel_expenses" USING btree ("ftg_id","anst_nr","avresa_datum");--> statement-breakpoint
CREATE INDEX "travel_expenses_ftg_id_hemkomst_datum_index" ON "travel_expenses" USING btree ("ftg_id","hemkomst_datum");--> statement-breakpoint
ALTER TABLE "compensations" ADD CONSTRAINT "compensations_resa_id_travel_expenses_id_fk" FOREIGN KEY ("resa_id") REFERENCES "public"."travel_expenses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compensations_resa_id_index" ON "compensations" USING btree ("resa_id");--> statement-breakpoint
-- The pay codes of travel expenses (seed/codes.ts) for the companies that have a pay code registry already.
INSERT INTO "lon_koder" ("ftg_id", "lon_kod", "ben_text", "typ", "enhet", "apris_ore", "grupper")
SELECT c."ftg_id", k."lon_kod", k."ben_text", k."typ", k."enhet", NULL, ARRAY['TJM','KOL','ASS']
FROM (SELECT DISTINCT "ftg_id" FROM "lon_koder") c
CROSS JOIN (VALUES
	('TRAKT-UTL-HEL', 'Utlandstraktamente heldag', 'TRAKTAMENTE', 'dag'),
	('TRAKT-UTL-HALV', 'Utlandstraktamente halvdag', 'TRAKTAMENTE', 'dag'),
	('TRAKT-UTL-NATT', 'Utlandstraktamente natt', 'TRAKTAMENTE', 'natt'),
	('MIL-SKATT', 'Milersättning skattepliktig del', 'TILLAGG', 'mil'),
	('KOSTFORMAN', 'Kostförmån', 'TILLAGG', 'dag')
) AS k("lon_kod", "ben_text", "typ", "enhet")
ON CONFLICT DO NOTHING;
