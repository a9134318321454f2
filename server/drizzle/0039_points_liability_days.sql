CREATE TABLE "points_liability_days" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"time_zone" text NOT NULL,
	"net" bigint NOT NULL,
	"earned" bigint NOT NULL,
	"redeemed" bigint NOT NULL,
	"expired" bigint NOT NULL,
	CONSTRAINT "points_liability_days_tenant_id_day_pk" PRIMARY KEY("tenant_id","day")
);
--> statement-breakpoint
ALTER TABLE "points_liability_days" ADD CONSTRAINT "points_liability_days_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE points_liability_days ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON points_liability_days USING (tenant_id = kudos_current_tenant()) WITH CHECK (tenant_id = kudos_current_tenant());
