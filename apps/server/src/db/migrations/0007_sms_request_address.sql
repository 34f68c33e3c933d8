ALTER TABLE "sms_challenges" ADD COLUMN "ip" text;--> statement-breakpoint
CREATE INDEX "sms_challenges_ip_created_at_index" ON "sms_challenges" USING btree ("ip","created_at");