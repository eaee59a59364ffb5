ALTER TABLE "worker_certificates" ADD CONSTRAINT "worker_certificates_source_ck" CHECK ("worker_certificates"."source" in ('staff', 'registration'));--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_billing_mode_ck" CHECK ("projects"."billing_mode" in ('multipliers', 'flat'));--> statement-breakpoint
ALTER TABLE "roster_import_items" ADD CONSTRAINT "roster_import_items_kind_ck" CHECK ("roster_import_items"."kind" in ('roster', 'shift', 'assignment', 'attendance'));--> statement-breakpoint
ALTER TABLE "roster_import_items" ADD CONSTRAINT "roster_import_items_action_ck" CHECK ("roster_import_items"."action" in ('create', 'update'));--> statement-breakpoint
ALTER TABLE "roster_imports" ADD CONSTRAINT "roster_imports_format_ck" CHECK ("roster_imports"."format" in ('csv', 'xlsx'));--> statement-breakpoint
ALTER TABLE "roster_imports" ADD CONSTRAINT "roster_imports_status_ck" CHECK ("roster_imports"."status" in ('checking', 'checked', 'committing', 'committed', 'failed', 'rolled_back'));--> statement-breakpoint
ALTER TABLE "mailbox_copies" ADD CONSTRAINT "mailbox_copies_folder_ck" CHECK ("mailbox_copies"."folder" in ('inbox', 'sent', 'drafts', 'spam', 'trash'));--> statement-breakpoint
ALTER TABLE "mailbox_settings" ADD CONSTRAINT "mailbox_settings_message_layout_ck" CHECK ("mailbox_settings"."message_layout" in ('right', 'full'));--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_purpose_ck" CHECK ("one_time_tokens"."purpose" in ('reset_password', 'confirm_email', 'invite', 'unlock_sign_in'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_status_ck" CHECK ("outbox"."status" in ('queued', 'sending', 'sent', 'failed'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_ck" CHECK ("users"."role" in ('admin', 'manager', 'hr', 'finance'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_presence_ck" CHECK ("users"."presence" in ('online', 'away', 'busy', 'not-visible'));--> statement-breakpoint
ALTER TABLE "roster_confirm_tokens" ADD CONSTRAINT "roster_confirm_tokens_answer_ck" CHECK ("roster_confirm_tokens"."answer" in ('confirmed', 'declined'));--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_type_ck" CHECK ("tasks"."type" in ('section', 'task'));--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_link_kind_ck" CHECK ("tasks"."link_kind" in ('worker', 'client', 'project'));--> statement-breakpoint
ALTER TABLE "worker_files" ADD CONSTRAINT "worker_files_kind_ck" CHECK ("worker_files"."kind" in ('certificate', 'signature', 'contract', 'consent', 'other'));--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_status_ck" CHECK ("workers"."status" in ('pending', 'active', 'rejected', 'discharge_pending', 'discharged', 'rejoin_pending', 'blacklisted'));--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_status_before_blacklist_ck" CHECK ("workers"."status_before_blacklist" in ('pending', 'active', 'rejected', 'discharge_pending', 'discharged', 'rejoin_pending', 'blacklisted'));--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_source_ck" CHECK ("workers"."source" in ('registration', 'staff'));