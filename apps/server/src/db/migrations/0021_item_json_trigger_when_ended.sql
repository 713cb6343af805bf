-- The stored history item belongs to ended rows only. A running row is written twice or more (its insert
-- with the credit hold, a progress save every second), and each write entered the PL/pgSQL function only
-- for it to answer null (~80 µs a write on PGlite, where the database's CPU is the server's). The WHEN
-- condition is checked by the executor itself; a row that still holds an item reaches the function,
-- which clears it, as before.
DROP TRIGGER "generations_item_json" ON "generations";--> statement-breakpoint
CREATE TRIGGER "generations_item_json" BEFORE INSERT OR UPDATE ON "generations" FOR EACH ROW
  WHEN (NEW."status" NOT IN ('queued', 'running') OR NEW."item_json" IS NOT NULL)
  EXECUTE FUNCTION "generations_item_json"();
