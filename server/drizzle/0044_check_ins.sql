CREATE TABLE "check_in_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"series_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"value" smallint NOT NULL,
	"comment" text,
	"team_ids" uuid[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_in_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"cadence" text NOT NULL,
	"starts_on" date NOT NULL,
	"everyone" boolean DEFAULT true NOT NULL,
	"team_ids" uuid[] DEFAULT '{}' NOT NULL,
	"member_ids" uuid[] DEFAULT '{}' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_in_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"series_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"low_label" text,
	"high_label" text,
	"allow_comment" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_in_reminders" (
	"tenant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_in_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"series_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"skipped" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"rule" text NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"manager_id" uuid,
	"priority" text NOT NULL,
	"evidence" jsonb NOT NULL,
	"action_path" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"snoozed_until" date,
	"raised_on" date NOT NULL,
	"seen_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_in_answers" ADD CONSTRAINT "check_in_answers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_answers" ADD CONSTRAINT "check_in_answers_category_id_check_in_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."check_in_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_answers" ADD CONSTRAINT "check_in_answers_question_id_check_in_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."check_in_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_categories" ADD CONSTRAINT "check_in_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_questions" ADD CONSTRAINT "check_in_questions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_questions" ADD CONSTRAINT "check_in_questions_category_id_check_in_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."check_in_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_reminders" ADD CONSTRAINT "check_in_reminders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_reminders" ADD CONSTRAINT "check_in_reminders_member_id_tenant_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."tenant_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_reminders" ADD CONSTRAINT "check_in_reminders_category_id_check_in_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."check_in_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_responses" ADD CONSTRAINT "check_in_responses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_responses" ADD CONSTRAINT "check_in_responses_member_id_tenant_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."tenant_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_responses" ADD CONSTRAINT "check_in_responses_category_id_check_in_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."check_in_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insights" ADD CONSTRAINT "insights_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_in_answers_period_idx" ON "check_in_answers" USING btree ("tenant_id","category_id","period_start");--> statement-breakpoint
CREATE INDEX "check_in_categories_tenant_idx" ON "check_in_categories" USING btree ("tenant_id","position");--> statement-breakpoint
CREATE INDEX "check_in_questions_category_idx" ON "check_in_questions" USING btree ("tenant_id","category_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "check_in_questions_version" ON "check_in_questions" USING btree ("series_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "check_in_reminders_once" ON "check_in_reminders" USING btree ("tenant_id","member_id","category_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "check_in_responses_once" ON "check_in_responses" USING btree ("tenant_id","member_id","series_id","period_start");--> statement-breakpoint
CREATE INDEX "check_in_responses_period_idx" ON "check_in_responses" USING btree ("tenant_id","category_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "insights_subject" ON "insights" USING btree ("tenant_id","rule","subject_id");--> statement-breakpoint
CREATE INDEX "insights_manager_idx" ON "insights" USING btree ("tenant_id","manager_id");