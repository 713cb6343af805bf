CREATE TABLE "credit_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"x" bigint DEFAULT 0 NOT NULL,
	"y" bigint DEFAULT 0 NOT NULL,
	"last_reserved_from_y" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_accounts_x_nonnegative" CHECK ("credit_accounts"."x" >= 0),
	CONSTRAINT "credit_accounts_y_nonnegative" CHECK ("credit_accounts"."y" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"delta_x" bigint DEFAULT 0 NOT NULL,
	"delta_y" bigint DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"reference" text,
	"shortfall" bigint DEFAULT 0 NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "credit_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"from_x" bigint DEFAULT 0 NOT NULL,
	"from_y" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"charged" bigint DEFAULT 0 NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "credit_reservations_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
-- Existing users get a random code (hand-edited: a plain NOT NULL column fails on a non-empty table).
ALTER TABLE "users" ADD COLUMN "ref_code" text NOT NULL DEFAULT upper(substr(md5(random()::text || clock_timestamp()::text), 1, 10));--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "ref_code" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referred_by" text;--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_reservations" ADD CONSTRAINT "credit_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_ledger_user_id_idx" ON "credit_ledger" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "credit_reservations_user_id_idx" ON "credit_reservations" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_ref_code_unique" UNIQUE("ref_code");