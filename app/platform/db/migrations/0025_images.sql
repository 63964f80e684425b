CREATE TABLE "image_files" (
	"image_id" text NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "image_files_image_id_format_width_pk" PRIMARY KEY("image_id","format","width"),
	CONSTRAINT "image_files_format_check" CHECK (format in ('avif', 'jpg', 'png'))
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" text PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"fallback" text NOT NULL,
	"stored_bytes" integer NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_fallback_check" CHECK (fallback in ('jpg', 'png'))
);
--> statement-breakpoint
ALTER TABLE "image_files" ADD CONSTRAINT "image_files_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;