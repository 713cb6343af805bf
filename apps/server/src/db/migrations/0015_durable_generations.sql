CREATE TABLE "server_instances" (
	"id" uuid PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "status" text DEFAULT 'succeeded' NOT NULL;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "reservation_id" uuid;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "instance_id" uuid;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "stop_requested" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "event_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "tokens" integer;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "error" jsonb;--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_reservation_id_credit_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."credit_reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generations_unfinished_idx" ON "generations" USING btree ("instance_id") WHERE "generations"."status" in ('queued', 'running');