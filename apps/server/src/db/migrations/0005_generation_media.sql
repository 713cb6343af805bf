ALTER TABLE "generations" ADD COLUMN "media_id" text;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "meta" jsonb;--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;