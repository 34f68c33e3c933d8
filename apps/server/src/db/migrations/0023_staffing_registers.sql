CREATE TABLE "bemuppgifter" (
	"ftg_id" uuid NOT NULL,
	"bemuppgift" text NOT NULL,
	"ben_text" text NOT NULL,
	"avdelning" text,
	"kompetenser" text[] DEFAULT '{}' NOT NULL,
	"egenskaper" text[] DEFAULT '{}' NOT NULL,
	"stangd" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bemuppgifter_ftg_id_bemuppgift_pk" PRIMARY KEY("ftg_id","bemuppgift")
);
--> statement-breakpoint
CREATE TABLE "egenskaper" (
	"ftg_id" uuid NOT NULL,
	"egenskap" text NOT NULL,
	"ben_text" text NOT NULL,
	"stangd" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "egenskaper_ftg_id_egenskap_pk" PRIMARY KEY("ftg_id","egenskap")
);
--> statement-breakpoint
CREATE TABLE "kompetenser" (
	"ftg_id" uuid NOT NULL,
	"kompetens" text NOT NULL,
	"ben_text" text NOT NULL,
	"stangd" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "kompetenser_ftg_id_kompetens_pk" PRIMARY KEY("ftg_id","kompetens")
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "kompetenser" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "egenskaper" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "bemuppgifter" ADD CONSTRAINT "bemuppgifter_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "egenskaper" ADD CONSTRAINT "egenskaper_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kompetenser" ADD CONSTRAINT "kompetenser_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;