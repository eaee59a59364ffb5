CREATE TABLE "mailbox_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"file_data" "bytea",
	"storage_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailbox_copies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"folder" text NOT NULL,
	"unread" boolean DEFAULT false NOT NULL,
	"starred" boolean DEFAULT false NOT NULL,
	"important" boolean DEFAULT false NOT NULL,
	"label_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"date" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailbox_labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" uuid NOT NULL,
	"to_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"cc_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"bcc_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailbox_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"message_layout" text DEFAULT 'right' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "note_labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"tasks" jsonb,
	"label_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"reminder" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"image_mime" text,
	"image_data" "bytea",
	"image_storage_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mailbox_attachments" ADD CONSTRAINT "mailbox_attachments_message_id_mailbox_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."mailbox_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_copies" ADD CONSTRAINT "mailbox_copies_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_copies" ADD CONSTRAINT "mailbox_copies_message_id_mailbox_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."mailbox_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_labels" ADD CONSTRAINT "mailbox_labels_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_messages" ADD CONSTRAINT "mailbox_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_settings" ADD CONSTRAINT "mailbox_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_labels" ADD CONSTRAINT "note_labels_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mailbox_attachments_message_idx" ON "mailbox_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "mailbox_copies_owner_folder_idx" ON "mailbox_copies" USING btree ("owner_id","folder","date");--> statement-breakpoint
CREATE UNIQUE INDEX "mailbox_copies_owner_message_uq" ON "mailbox_copies" USING btree ("owner_id","message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mailbox_labels_owner_slug_uq" ON "mailbox_labels" USING btree ("owner_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "note_labels_owner_slug_uq" ON "note_labels" USING btree ("owner_id","slug");--> statement-breakpoint
CREATE INDEX "notes_owner_idx" ON "notes" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "notes_reminder_due_idx" ON "notes" USING btree ("reminder") WHERE reminded_at is null and reminder is not null;