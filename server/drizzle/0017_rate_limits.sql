-- Sign-in, recovery and feedback allowances shared by all instances (rate-limiter-flexible's
-- RateLimiterPostgres layout). Platform data, not tenant-owned: no row-level security.
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "rate_limits" TO kudos_app;
