-- The orphan media sweep asks which of a page of stored keys still have a row: one lookup per page.
CREATE INDEX "media_storage_key_idx" ON "media" USING btree ("storage_key");