CREATE TABLE "ob_regler" (
	"ftg_id" uuid NOT NULL,
	"ob_regel_id" text NOT NULL,
	"ben_text" text NOT NULL,
	"tid_kod" text NOT NULL,
	"dag_typ" text NOT NULL,
	"fran_tid" text NOT NULL,
	"till_tid" text NOT NULL,
	CONSTRAINT "ob_regler_ftg_id_ob_regel_id_pk" PRIMARY KEY("ftg_id","ob_regel_id")
);
--> statement-breakpoint
ALTER TABLE "ob_regler" ADD CONSTRAINT "ob_regler_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;