CREATE TABLE "share_cards" (
	"post_id" uuid PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"source" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "share_cards" ADD CONSTRAINT "share_cards_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_cards_id_idx" ON "share_cards" USING btree ("id");--> statement-breakpoint
-- A post's page names its card: a new card empties every server's kept pages, as a post's change does (0010).
CREATE TRIGGER share_cards_pages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "share_cards" FOR EACH STATEMENT EXECUTE FUNCTION notify_pages_changed();
