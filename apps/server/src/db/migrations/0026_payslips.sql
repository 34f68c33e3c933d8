CREATE TABLE "balances" (
	"ftg_id" uuid NOT NULL,
	"anst_nr" text NOT NULL,
	"datum" date NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "balances_ftg_id_anst_nr_datum_pk" PRIMARY KEY("ftg_id","anst_nr","datum")
);
--> statement-breakpoint
CREATE TABLE "pay_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ftg_id" uuid NOT NULL,
	"period_id" text NOT NULL,
	"period_text" text DEFAULT '' NOT NULL,
	"betal_datum" date NOT NULL,
	"filnamn" text DEFAULT '' NOT NULL,
	"imported_by" uuid,
	"imported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pay_runs_ftgId_periodId_unique" UNIQUE("ftg_id","period_id")
);
--> statement-breakpoint
CREATE TABLE "payslips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ftg_id" uuid NOT NULL,
	"pay_run_id" uuid NOT NULL,
	"anst_nr" text NOT NULL,
	"betal_datum" date NOT NULL,
	"data" jsonb NOT NULL,
	"announced_at" timestamp with time zone,
	CONSTRAINT "payslips_payRunId_anstNr_unique" UNIQUE("pay_run_id","anst_nr")
);
--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_runs" ADD CONSTRAINT "pay_runs_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_runs" ADD CONSTRAINT "pay_runs_imported_by_user_accounts_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."user_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_pay_run_id_pay_runs_id_fk" FOREIGN KEY ("pay_run_id") REFERENCES "public"."pay_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_runs_ftg_id_betal_datum_index" ON "pay_runs" USING btree ("ftg_id","betal_datum");--> statement-breakpoint
CREATE INDEX "payslips_ftg_id_anst_nr_betal_datum_index" ON "payslips" USING btree ("ftg_id","anst_nr","betal_datum");--> statement-breakpoint
CREATE INDEX "payslips_unannounced_index" ON "payslips" USING btree ("betal_datum") WHERE "payslips"."announced_at" is null;