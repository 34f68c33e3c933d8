ALTER TABLE "companies" ADD COLUMN "paxml_post_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tid_koder" ADD COLUMN "paxml_kod" text;--> statement-breakpoint
ALTER TABLE "tid_koder" ADD COLUMN "lon_kod" text;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "rast_minuter" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "post_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "time_entries_ftg_id_post_id_index" ON "time_entries" USING btree ("ftg_id","post_id");--> statement-breakpoint
-- Existing codes: those named as a PAXml 2.0 tidkod are sent as it; jour and beredskap as the first
-- jour and beredskap codes (JR1, BE1). Any other code has no PAXml tidkod and goes as a lonetrans.
UPDATE "tid_koder" SET "paxml_kod" = "tid_kod" WHERE "tid_kod" IN ('SJK', 'SJK_KAR', 'SJK_LÖN', 'SJK_ERS', 'SJK_PEN', 'ASK', 'HAV', 'FPE', 'VAB', 'SMB', 'UTB', 'MIL', 'SVE', 'NÄR', 'TJL', 'SEM', 'SEM_BET', 'SEM_SPA', 'SEM_OBE', 'SEM_FÖR', 'KOM', 'PEM', 'PER', 'FAC', 'ATK', 'KON', 'PAP', 'ATF', 'FR1', 'FR2', 'FR3', 'FR4', 'FR5', 'FR6', 'FR7', 'FR8', 'FR9', 'FLX', 'TS1', 'TS2', 'TS3', 'TS4', 'TS5', 'TS6', 'TS7', 'TS8', 'TS9', 'TID', 'ARB', 'MER', 'ÖT1', 'ÖT2', 'ÖT3', 'ÖT4', 'ÖT5', 'ÖK1', 'ÖK2', 'ÖK3', 'ÖK4', 'ÖK5', 'OB1', 'OB2', 'OB3', 'OB4', 'OB5', 'OS1', 'OS2', 'OS3', 'OS4', 'OS5', 'JR1', 'JR2', 'JR3', 'JS1', 'JS2', 'JS3', 'BE1', 'BE2', 'BE3', 'BS1', 'BS2', 'BS3', 'RE1', 'RE2', 'RE3', 'HLG', 'SKI', 'LT1', 'LT2', 'LT3', 'LT4', 'LT5', 'LT6', 'LT7', 'LT8', 'LT9', 'NV1', 'NV2', 'NV3', 'NV4', 'NV5', 'NV6', 'NV7', 'NV8', 'NV9');--> statement-breakpoint
UPDATE "tid_koder" SET "paxml_kod" = 'JR1' WHERE "tid_kod" = 'JOUR';--> statement-breakpoint
UPDATE "tid_koder" SET "paxml_kod" = 'BE1' WHERE "tid_kod" = 'BER';
