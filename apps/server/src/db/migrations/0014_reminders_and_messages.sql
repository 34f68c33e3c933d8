CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ftg_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"sender_id" uuid,
	"reminder_id" uuid,
	"rubrik" text NOT NULL,
	"text" text NOT NULL,
	"nyckel" text,
	"parametrar" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reminder_deliveries" (
	"reminder_id" uuid NOT NULL,
	"period" text NOT NULL,
	"user_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"antal" integer DEFAULT 0 NOT NULL,
	"datum" text,
	"kanaler" text[] NOT NULL,
	"uteblev" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "reminder_deliveries_reminder_id_period_user_id_pk" PRIMARY KEY("reminder_id","period","user_id")
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ftg_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"namn" text NOT NULL,
	"typ" text NOT NULL,
	"roller" text[] DEFAULT '{}' NOT NULL,
	"avdelningar" text[] DEFAULT '{}' NOT NULL,
	"anvandare" uuid[] DEFAULT '{}' NOT NULL,
	"kanaler" text[] NOT NULL,
	"dagar" integer[] DEFAULT '{}' NOT NULL,
	"sista_arbetsdagen" boolean DEFAULT false NOT NULL,
	"flytta_till_arbetsdag" boolean DEFAULT true NOT NULL,
	"tid" text NOT NULL,
	"aktiv" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"checked_until" timestamp with time zone DEFAULT now() NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_run_count" integer
);
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_recipient_id_user_accounts_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."user_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_user_accounts_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_reminder_id_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."reminders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_reminder_id_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."reminders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_user_id_user_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_created_by_user_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_recipient_id_ftg_id_created_at_index" ON "messages" USING btree ("recipient_id","ftg_id","created_at");--> statement-breakpoint
CREATE INDEX "reminder_deliveries_reminder_id_at_index" ON "reminder_deliveries" USING btree ("reminder_id","at");--> statement-breakpoint
CREATE INDEX "reminders_ftg_id_index" ON "reminders" USING btree ("ftg_id");