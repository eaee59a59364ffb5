ALTER TABLE "worker_files" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "worker_certificates" ADD COLUMN "file_storage_key" text;--> statement-breakpoint
ALTER TABLE "worker_files" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "worker_files" ADD CONSTRAINT "worker_files_bytes_ck" CHECK ("worker_files"."data" is not null or "worker_files"."storage_key" is not null);