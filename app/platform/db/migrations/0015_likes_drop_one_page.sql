-- A like changes one post's page (its count) and nothing else kept. Instead
-- of 0010's 'schema.post_likes' (which empties every server's kept pages,
-- ten times a second under ten likes a second), each changed like says
-- 'schema.post_likes:slug' at commit, and servers refresh that post's page
-- only (server/page-cache.ts keptPagesChangedByNotification, PageCache.refresh). The likes of a post
-- being deleted say nothing: deleting the post announces 'schema.posts'.
-- Emptying the table (TRUNCATE) still announces 'schema.post_likes'.
DROP TRIGGER post_likes_pages_changed ON "post_likes";
--> statement-breakpoint
CREATE FUNCTION notify_post_likes_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  post_ids uuid[] := '{}';
  liked_slug text;
BEGIN
  IF TG_OP <> 'INSERT' THEN post_ids := post_ids || OLD.post_id; END IF;
  IF TG_OP <> 'DELETE' THEN post_ids := post_ids || NEW.post_id; END IF;
  FOR liked_slug IN EXECUTE format('SELECT slug FROM %I.posts WHERE id = ANY($1)', TG_TABLE_SCHEMA) USING post_ids LOOP
    PERFORM pg_notify('pages_changed', TG_TABLE_SCHEMA || '.post_likes:' || liked_slug);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER post_likes_page_changed AFTER INSERT OR UPDATE OR DELETE ON "post_likes" FOR EACH ROW EXECUTE FUNCTION notify_post_likes_changed();
--> statement-breakpoint
CREATE TRIGGER post_likes_pages_changed AFTER TRUNCATE ON "post_likes" FOR EACH STATEMENT EXECUTE FUNCTION notify_pages_changed();
