CREATE TABLE "shift_swap_interests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"swap_id" uuid NOT NULL,
	"anst_nr" text NOT NULL,
	"mot_pass_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shift_swap_interests_swapId_anstNr_unique" UNIQUE("swap_id","anst_nr")
);
--> statement-breakpoint
CREATE TABLE "shift_swaps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ftg_id" uuid NOT NULL,
	"pass_id" uuid NOT NULL,
	"anst_nr" text NOT NULL,
	"status" text NOT NULL,
	"kommentar" text DEFAULT '' NOT NULL,
	"galler_till" timestamp with time zone NOT NULL,
	"valt_intresse" uuid,
	"beslut_av" text DEFAULT '' NOT NULL,
	"beslut_kommentar" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ftg_id" uuid NOT NULL,
	"anst_nr" text NOT NULL,
	"datum" date NOT NULL,
	"start_tid" text NOT NULL,
	"slut_tid" text NOT NULL,
	"typ" text NOT NULL,
	"bemuppgift" text NOT NULL,
	"avdelning" text DEFAULT '' NOT NULL,
	"behov_id" uuid,
	"rast_minuter" integer DEFAULT 0 NOT NULL,
	"kommentar" text DEFAULT '' NOT NULL,
	"publicerad" boolean DEFAULT false NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staffing_needs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ftg_id" uuid NOT NULL,
	"serie_id" uuid NOT NULL,
	"bemuppgift" text NOT NULL,
	"avdelning" text DEFAULT '' NOT NULL,
	"datum" date NOT NULL,
	"start_tid" text NOT NULL,
	"slut_tid" text NOT NULL,
	"antal" integer NOT NULL,
	"kompetenser" text[] DEFAULT '{}' NOT NULL,
	"egenskaper" text[] DEFAULT '{}' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staffing_settings" (
	"ftg_id" uuid PRIMARY KEY NOT NULL,
	"avtal" text DEFAULT 'ATL' NOT NULL,
	"dygnsbryt" text DEFAULT '00:00' NOT NULL,
	"snitt_veckor" integer DEFAULT 1 NOT NULL,
	"sammanlagd_tid" boolean DEFAULT false NOT NULL,
	"bytesgrans_timmar" integer DEFAULT 24 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "calendar_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "schedule_days" ADD COLUMN "kalla" text DEFAULT 'IMPORT' NOT NULL;--> statement-breakpoint
ALTER TABLE "shift_swap_interests" ADD CONSTRAINT "shift_swap_interests_swap_id_shift_swaps_id_fk" FOREIGN KEY ("swap_id") REFERENCES "public"."shift_swaps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_swap_interests" ADD CONSTRAINT "shift_swap_interests_mot_pass_id_shifts_id_fk" FOREIGN KEY ("mot_pass_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD CONSTRAINT "shift_swaps_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shift_swaps" ADD CONSTRAINT "shift_swaps_pass_id_shifts_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."shifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_behov_id_staffing_needs_id_fk" FOREIGN KEY ("behov_id") REFERENCES "public"."staffing_needs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_updated_by_user_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staffing_needs" ADD CONSTRAINT "staffing_needs_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staffing_needs" ADD CONSTRAINT "staffing_needs_updated_by_user_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staffing_settings" ADD CONSTRAINT "staffing_settings_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_user_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shift_swaps_ftg_id_status_galler_till_index" ON "shift_swaps" USING btree ("ftg_id","status","galler_till");--> statement-breakpoint
CREATE INDEX "shift_swaps_pass_id_index" ON "shift_swaps" USING btree ("pass_id");--> statement-breakpoint
CREATE INDEX "shifts_ftg_id_datum_index" ON "shifts" USING btree ("ftg_id","datum");--> statement-breakpoint
CREATE INDEX "shifts_ftg_id_anst_nr_datum_index" ON "shifts" USING btree ("ftg_id","anst_nr","datum");--> statement-breakpoint
CREATE INDEX "shifts_behov_id_index" ON "shifts" USING btree ("behov_id");--> statement-breakpoint
CREATE INDEX "staffing_needs_ftg_id_datum_index" ON "staffing_needs" USING btree ("ftg_id","datum");--> statement-breakpoint
CREATE INDEX "staffing_needs_serie_id_datum_index" ON "staffing_needs" USING btree ("serie_id","datum");