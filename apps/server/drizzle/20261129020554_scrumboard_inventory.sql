CREATE TABLE "inventory_brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "inventory_brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "inventory_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "inventory_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "inventory_holdings" (
	"product_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"last_issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_holdings_product_id_worker_id_pk" PRIMARY KEY("product_id","worker_id")
);
--> statement-breakpoint
CREATE TABLE "inventory_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"worker_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"by_user_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_product_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"mime" text NOT NULL,
	"data" "bytea",
	"storage_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_product_tags" (
	"product_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "inventory_product_tags_product_id_tag_id_pk" PRIMARY KEY("product_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "inventory_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"barcode" text DEFAULT '' NOT NULL,
	"brand_id" uuid,
	"vendor_id" uuid,
	"stock" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"cost_cents" integer DEFAULT 0 NOT NULL,
	"base_price_cents" integer DEFAULT 0 NOT NULL,
	"tax_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"weight_grams" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_vendors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "inventory_vendors_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "scrum_board_members" (
	"board_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "scrum_board_members_board_id_user_id_pk" PRIMARY KEY("board_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "scrum_boards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"icon" text,
	"created_by" uuid,
	"last_activity" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scrum_card_labels" (
	"card_id" uuid NOT NULL,
	"label_id" uuid NOT NULL,
	CONSTRAINT "scrum_card_labels_card_id_label_id_pk" PRIMARY KEY("card_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "scrum_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"board_id" uuid NOT NULL,
	"list_id" uuid NOT NULL,
	"position" bigint NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"due_date" date,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scrum_labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"board_id" uuid NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scrum_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"board_id" uuid NOT NULL,
	"position" bigint NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventory_holdings" ADD CONSTRAINT "inventory_holdings_product_id_inventory_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."inventory_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_holdings" ADD CONSTRAINT "inventory_holdings_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_product_id_inventory_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."inventory_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_product_images" ADD CONSTRAINT "inventory_product_images_product_id_inventory_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."inventory_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_product_tags" ADD CONSTRAINT "inventory_product_tags_product_id_inventory_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."inventory_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_product_tags" ADD CONSTRAINT "inventory_product_tags_tag_id_inventory_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."inventory_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_products" ADD CONSTRAINT "inventory_products_category_id_inventory_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."inventory_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_products" ADD CONSTRAINT "inventory_products_brand_id_inventory_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."inventory_brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_products" ADD CONSTRAINT "inventory_products_vendor_id_inventory_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."inventory_vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrum_board_members" ADD CONSTRAINT "scrum_board_members_board_id_scrum_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."scrum_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrum_board_members" ADD CONSTRAINT "scrum_board_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrum_boards" ADD CONSTRAINT "scrum_boards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrum_card_labels" ADD CONSTRAINT "scrum_card_labels_card_id_scrum_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."scrum_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrum_card_labels" ADD CONSTRAINT "scrum_card_labels_label_id_scrum_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."scrum_labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrum_cards" ADD CONSTRAINT "scrum_cards_board_id_scrum_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."scrum_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrum_cards" ADD CONSTRAINT "scrum_cards_list_id_scrum_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."scrum_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrum_labels" ADD CONSTRAINT "scrum_labels_board_id_scrum_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."scrum_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrum_lists" ADD CONSTRAINT "scrum_lists_board_id_scrum_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."scrum_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_holdings_worker_idx" ON "inventory_holdings" USING btree ("worker_id");--> statement-breakpoint
CREATE INDEX "inventory_movements_product_idx" ON "inventory_movements" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "inventory_product_images_product_idx" ON "inventory_product_images" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE INDEX "inventory_product_tags_tag_idx" ON "inventory_product_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "inventory_products_name_idx" ON "inventory_products" USING btree ("name");--> statement-breakpoint
CREATE INDEX "scrum_board_members_user_idx" ON "scrum_board_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "scrum_card_labels_label_idx" ON "scrum_card_labels" USING btree ("label_id");--> statement-breakpoint
CREATE INDEX "scrum_cards_list_idx" ON "scrum_cards" USING btree ("list_id","position");--> statement-breakpoint
CREATE INDEX "scrum_cards_board_idx" ON "scrum_cards" USING btree ("board_id");--> statement-breakpoint
CREATE INDEX "scrum_labels_board_idx" ON "scrum_labels" USING btree ("board_id");--> statement-breakpoint
CREATE INDEX "scrum_lists_board_idx" ON "scrum_lists" USING btree ("board_id","position");