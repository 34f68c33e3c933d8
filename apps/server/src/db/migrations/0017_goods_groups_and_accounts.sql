CREATE TABLE "kontoreg" (
	"ftg_id" uuid NOT NULL,
	"konto" text NOT NULL,
	"namn" text NOT NULL,
	CONSTRAINT "kontoreg_ftg_id_konto_pk" PRIMARY KEY("ftg_id","konto")
);
--> statement-breakpoint
CREATE TABLE "varugrupper" (
	"ftg_id" uuid NOT NULL,
	"namn" text NOT NULL,
	CONSTRAINT "varugrupper_ftg_id_namn_pk" PRIMARY KEY("ftg_id","namn")
);
--> statement-breakpoint
ALTER TABLE "kontoreg" ADD CONSTRAINT "kontoreg_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "varugrupper" ADD CONSTRAINT "varugrupper_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;