-- The mailbox rule (mailboxOf in app/features/leads/address-rules.server.ts; a test holds the two together):
-- lower case, a +tag dropped at every domain (unless the local part starts with it), dots dropped
-- in Gmail local parts, googlemail.com read as gmail.com.
CREATE FUNCTION waitlist_mailbox(address text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN (
  WITH parts AS (
    SELECT substring(lower(btrim(address)) FROM '^(.*)@[^@]*$') AS local,
      CASE substring(lower(btrim(address)) FROM '@([^@]*)$') WHEN 'googlemail.com' THEN 'gmail.com'
        ELSE substring(lower(btrim(address)) FROM '@([^@]*)$') END AS domain),
  untagged AS (
    SELECT CASE WHEN strpos(local, '+') > 1 THEN left(local, strpos(local, '+') - 1) ELSE local END AS local, domain FROM parts)
  SELECT CASE WHEN domain = 'gmail.com' THEN replace(local, '.', '') ELSE local END || '@' || domain FROM untagged
);--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "mailbox" text;--> statement-breakpoint
-- Entries made before the rule: the first to join keeps its mailbox, a later spelling of it keeps
-- its own address (which is never another address's mailbox: it still has its +tag or its dots).
UPDATE "waitlist_entries" AS e SET "mailbox" = CASE WHEN ranked.n = 1 THEN ranked.mailbox ELSE e.email END
FROM (SELECT email, waitlist_mailbox(email) AS mailbox,
    row_number() OVER (PARTITION BY waitlist_mailbox(email) ORDER BY created_at, email) AS n
  FROM "waitlist_entries") AS ranked
WHERE ranked.email = e.email;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ALTER COLUMN "mailbox" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_mailbox_unique" UNIQUE("mailbox");--> statement-breakpoint
-- Whoever writes an entry (a join, an import, a test's own insert), its mailbox follows its address.
CREATE FUNCTION waitlist_entries_mailbox() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.mailbox := waitlist_mailbox(NEW.email);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER waitlist_entries_mailbox BEFORE INSERT OR UPDATE OF email ON "waitlist_entries"
  FOR EACH ROW EXECUTE FUNCTION waitlist_entries_mailbox();
