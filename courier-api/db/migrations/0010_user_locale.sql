-- Each user's language (issue 13): their emails are written in it, and the portal offers to switch it.
-- A registration request keeps the language of the page it came from, for the approval or rejection email.
-- Adding a column with a constant default rewrites nothing on PostgreSQL 11+: instant on large tables.
ALTER TABLE "registration_requests" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "registration_requests" ADD CONSTRAINT "registration_requests_locale_check" CHECK ("registration_requests"."locale" in ('en', 'ar'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("users"."locale" in ('en', 'ar'));