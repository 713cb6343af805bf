DROP INDEX "credit_ledger_user_id_idx";--> statement-breakpoint
DROP INDEX "invoices_user_id_idx";--> statement-breakpoint
DROP INDEX "generations_user_seq_idx";--> statement-breakpoint
DROP INDEX "documents_user_updated_idx";--> statement-breakpoint
CREATE INDEX "generations_user_type_seq_idx" ON "generations" USING btree ("user_id","type","seq" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "credit_ledger_user_id_idx" ON "credit_ledger" USING btree ("user_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "invoices_user_id_idx" ON "invoices" USING btree ("user_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "generations_user_seq_idx" ON "generations" USING btree ("user_id","seq" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "documents_user_updated_idx" ON "documents" USING btree ("user_id","updated_at" DESC NULLS FIRST);