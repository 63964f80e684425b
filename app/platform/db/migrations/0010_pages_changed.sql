-- Kept pages (server/page-cache.ts) show posts, their authors, comments and
-- like counts. Any statement that changes one of these tables tells every
-- server listening on 'pages_changed' (one notification per statement, sent
-- at commit, none for a rolled-back one), so a write made through one server
-- empties the others' kept pages too.
CREATE FUNCTION notify_pages_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pages_changed', TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER posts_pages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "posts" FOR EACH STATEMENT EXECUTE FUNCTION notify_pages_changed();
--> statement-breakpoint
CREATE TRIGGER authors_pages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "authors" FOR EACH STATEMENT EXECUTE FUNCTION notify_pages_changed();
--> statement-breakpoint
CREATE TRIGGER comments_pages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "comments" FOR EACH STATEMENT EXECUTE FUNCTION notify_pages_changed();
--> statement-breakpoint
CREATE TRIGGER post_likes_pages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "post_likes" FOR EACH STATEMENT EXECUTE FUNCTION notify_pages_changed();
