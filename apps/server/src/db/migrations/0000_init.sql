CREATE TABLE "auth_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "balances" (
	"supplier_id" uuid PRIMARY KEY NOT NULL,
	"balance" numeric(12, 2) DEFAULT '0' NOT NULL,
	"contact_quota" integer DEFAULT 0 NOT NULL,
	"conversation_quota" integer DEFAULT 0 NOT NULL,
	"farm_item_ads_quota" integer DEFAULT 0 NOT NULL,
	"farm_item_post_quota" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buyers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" serial NOT NULL,
	"user_id" uuid NOT NULL,
	"identity" text NOT NULL,
	"plan_name" text DEFAULT 'Free' NOT NULL,
	"plan_active_date" timestamp with time zone,
	"plan_end_date" timestamp with time zone,
	"is_biz_verified" boolean DEFAULT false NOT NULL,
	"last_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" serial NOT NULL,
	"user_id" uuid NOT NULL,
	"identity" text NOT NULL,
	"company_name" text NOT NULL,
	"country" text,
	"city" text,
	"address" text,
	"business_type" text,
	"annual_revenue" text,
	"num_employees" text,
	"year_established" integer,
	"website" text,
	"description" text,
	"main_products" text,
	"main_category_id" integer,
	"verification_level" integer DEFAULT 1 NOT NULL,
	"last_verified_at" timestamp with time zone,
	"is_featured" boolean DEFAULT false NOT NULL,
	"plan_name" text DEFAULT 'Free' NOT NULL,
	"plan_active_date" timestamp with time zone,
	"plan_end_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" serial NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"google_sub" text,
	"first_name" text NOT NULL,
	"last_name" text,
	"company_name" text,
	"fd_country" text,
	"customer_phone" text,
	"position" text,
	"language" text DEFAULT 'en' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"user_image" text,
	"company_logo" text,
	"account_type" text NOT NULL,
	"status" text DEFAULT 'pending_activation' NOT NULL,
	"is_free_mail" boolean DEFAULT false NOT NULL,
	"is_verified_work_email" boolean DEFAULT false NOT NULL,
	"is_verified_phone" boolean DEFAULT false NOT NULL,
	"onboard_stage" text NOT NULL,
	"roles" text[] DEFAULT ARRAY['Customer']::text[] NOT NULL,
	"business_type" text,
	"website" text,
	"sourcing_interests" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"activated_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"last_active_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" uuid NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price_min" numeric(14, 2),
	"price_max" numeric(14, 2),
	"currency" text DEFAULT 'USD' NOT NULL,
	"moq" numeric(14, 2),
	"uom" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_hot_price" boolean DEFAULT false NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" uuid NOT NULL,
	"category_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"description" text,
	"quantity" numeric(14, 2) NOT NULL,
	"uom" text NOT NULL,
	"target_price" numeric(14, 2),
	"currency" text DEFAULT 'USD' NOT NULL,
	"incoterm" text,
	"payment_method" text,
	"frequency" text,
	"destination_country" text,
	"expiry_date" date,
	"status" integer DEFAULT 0 NOT NULL,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"template" text NOT NULL,
	"user_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"parent_id" integer,
	"level" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_vi" text NOT NULL,
	"name_zh" text NOT NULL,
	"image" text,
	"is_popular" boolean DEFAULT false NOT NULL,
	"monthly_rank" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_vi" text NOT NULL,
	"name_zh" text NOT NULL,
	"calling_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"name_en" text NOT NULL,
	"name_vi" text NOT NULL,
	"name_zh" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_attribute_fields" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_attribute_fields_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer,
	"fieldname" text NOT NULL,
	"label_en" text NOT NULL,
	"label_vi" text NOT NULL,
	"label_zh" text NOT NULL,
	"fieldtype" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_options" (
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"label_en" text NOT NULL,
	"label_vi" text NOT NULL,
	"label_zh" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_keys" ADD CONSTRAINT "auth_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyers" ADD CONSTRAINT "buyers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_keys_hash_key" ON "auth_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "auth_keys_user_idx" ON "auth_keys" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "buyers_user_key" ON "buyers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "buyers_identity_key" ON "buyers" USING btree ("identity");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_user_key" ON "suppliers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_identity_key" ON "suppliers" USING btree ("identity");--> statement-breakpoint
CREATE INDEX "suppliers_country_idx" ON "suppliers" USING btree ("country");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_sub_key" ON "users" USING btree ("google_sub");--> statement-breakpoint
CREATE INDEX "products_supplier_idx" ON "products" USING btree ("supplier_id","status");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","status");--> statement-breakpoint
CREATE INDEX "products_status_created_idx" ON "products" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "rfqs_buyer_idx" ON "rfqs" USING btree ("buyer_id","status");--> statement-breakpoint
CREATE INDEX "rfqs_category_idx" ON "rfqs" USING btree ("category_id","status");--> statement-breakpoint
CREATE INDEX "rfqs_status_created_idx" ON "rfqs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "email_outbox_user_idx" ON "email_outbox" USING btree ("user_id","template","created_at");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","sort_order");--> statement-breakpoint
CREATE INDEX "product_attribute_fields_category_idx" ON "product_attribute_fields" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "reference_options_kind_idx" ON "reference_options" USING btree ("kind","sort_order");