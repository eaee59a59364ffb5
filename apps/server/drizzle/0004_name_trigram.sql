-- Substring search on worker names ("wei" in "Tan Wei Ling") uses a trigram index instead of
-- scanning every worker of a status. pg_trgm is a trusted extension (PostgreSQL 13+), and PGlite
-- loads it at start (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "workers_name_trgm_idx" ON "workers" USING gin (lower("client_name") gin_trgm_ops);
