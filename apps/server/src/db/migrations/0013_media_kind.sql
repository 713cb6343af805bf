ALTER TABLE "media" ADD COLUMN "kind" text DEFAULT 'upload' NOT NULL;--> statement-breakpoint
-- Images and voiceovers stored before this column stay cacheable; everything else (uploads) is private.
UPDATE "media" SET "kind" = 'generated' WHERE "id" IN (SELECT "media_id" FROM "generations" WHERE "type" IN ('TTImage', 'TTS') AND "media_id" IS NOT NULL);
