ALTER TABLE "companies" ADD COLUMN "rese_berakning" text DEFAULT 'PORTAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_exports" ADD COLUMN "rese_berakning" text DEFAULT 'PORTAL' NOT NULL;