CREATE TABLE "punch_requests" (
	"ftg_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"nyckel" uuid NOT NULL,
	"anst_nr" text NOT NULL,
	"action" text NOT NULL,
	"punch_id" uuid,
	"status" integer NOT NULL,
	"punched_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "punch_requests_ftg_id_user_id_nyckel_pk" PRIMARY KEY("ftg_id","user_id","nyckel")
);
--> statement-breakpoint
ALTER TABLE "punch_requests" ADD CONSTRAINT "punch_requests_ftg_id_companies_ftg_id_fk" FOREIGN KEY ("ftg_id") REFERENCES "public"."companies"("ftg_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_requests" ADD CONSTRAINT "punch_requests_user_id_user_accounts_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_requests" ADD CONSTRAINT "punch_requests_punch_id_punches_id_fk" FOREIGN KEY ("punch_id") REFERENCES "public"."punches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "punch_requests_ftg_id_received_at_index" ON "punch_requests" USING btree ("ftg_id","received_at");