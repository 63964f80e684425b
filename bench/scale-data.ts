/**
 * A realistic waitlist of any size, written by the database itself (one
 * INSERT … SELECT over generate_series), for `npm run bench -- --scale`:
 * entries over the last 90 days in join order, 70 % confirmed, 10 %
 * referred by an earlier entry (most referrals counting), a few invited,
 * joined and declined, prompts of every category, a demo request for every
 * hundred entries. The same SQL runs on PostgreSQL and PGlite.
 */
import { sql } from "drizzle-orm";
import type { Database } from "#app/platform/db/client.server.ts";

const firstNames = [
  "Ada",
  "Grace",
  "Alan",
  "Edsger",
  "Barbara",
  "Ken",
  "Margaret",
  "Linus",
  "Radia",
  "Donald",
  "Frances",
  "John",
  "Katherine",
  "Tim",
  "Hedy",
  "Dennis",
  "Joan",
  "Niklaus",
  "Sophie",
  "Guido",
];
const lastNames = [
  "Lovelace",
  "Hopper",
  "Turing",
  "Dijkstra",
  "Liskov",
  "Thompson",
  "Hamilton",
  "Torvalds",
  "Perlman",
  "Knuth",
  "Allen",
  "Backus",
  "Johnson",
  "Berners-Lee",
  "Lamarr",
  "Ritchie",
  "Clarke",
  "Wirth",
  "Wilson",
  "Rossum",
];
/** The addresses' domains: entry g is person{g}@domains[g % length] (bench/scale.ts names entries by it). */
export const domains = ["gmail.com", "acme-corp.io", "example.org", "outlook.com", "globex.com", "initech.com", "umbrella.co", "hooli.xyz"];
const companies = ["Acme", "Globex", "Initech", "Umbrella", "Hooli", "Stark Industries", "Wayne Enterprises", "Wonka", "Cyberdyne", "Soylent", ""];
const prompts = [
  "Chase unpaid invoices in QuickBooks every Monday",
  "Answer tenant maintenance requests and book a plumber",
  "Draft our weekly newsletter from the blog",
  "Follow up with every demo lead in HubSpot within an hour",
  "Screen resumes for the backend role and schedule interviews",
  "Triage support tickets in Zendesk and refund damaged orders",
  "Check patient insurance eligibility before appointments",
  "Reconcile expenses with receipts at month end",
  null,
  null,
];
const pages = ["/", "/view-all", "/enterprise", "/finance", "/sales", "/real-estate", "/healthcare", "/hr"];

const textArray = (values: (string | null)[]) =>
  sql.raw(`array[${values.map((value) => (value === null ? "null" : `'${value.replaceAll("'", "''")}'`)).join(", ")}]::text[]`);

/** Fills an empty waitlist with `size` entries (and size / 100 demo requests), then ANALYZE. */
export async function fillWaitlist(db: Database, size: number, now = new Date()) {
  const start = new Date(now.getTime() - 90 * 86_400_000).toISOString();
  await db.execute(sql`
    insert into waitlist_entries (email, name, company, prompt, status, source_page, created_at, updated_at, confirmed_at,
      referral_code, referred_by, referral_counts, disposable)
    select s.email, s.name, s.company, s.prompt, s.status, s.page, s.created_at, s.created_at, s.confirmed_at,
      substr(md5('code' || s.g), 1, 12), s.referred_by, s.referred_by is not null and s.g % 7 <> 0, s.g % 97 = 0
    from (
      select g,
        'person' || g || '@' || (${textArray(domains)})[1 + g % ${domains.length}] as email,
        (${textArray(firstNames)})[1 + g % ${firstNames.length}] || ' ' || (${textArray(lastNames)})[1 + (g / ${firstNames.length}) % ${lastNames.length}] as name,
        coalesce((${textArray(companies)})[1 + (g / 3) % ${companies.length}], '') as company,
        (${textArray(prompts)})[1 + (g / 7) % ${prompts.length}] as prompt,
        (${textArray(pages)})[1 + (g / 11) % ${pages.length}] as page,
        case when g % 10 < 7 then (case when g % 100 < 2 then 'invited' when g % 100 = 2 then 'joined' else 'pending' end)
             when g % 50 = 49 then 'declined' else 'pending' end as status,
        ${start}::timestamptz + (g::float8 / ${size}) * interval '90 days' as created_at,
        case when g % 10 < 7 then ${start}::timestamptz + (g::float8 / ${size}) * interval '90 days' + ((g::bigint * 7919) % 86400) * interval '1 second' end as confirmed_at,
        -- An earlier entry (the same expression as its email), for one entry in ten. In bigint: g × 7919 passes 2³¹ after 271,000.
        case when g % 10 = 5 and g > 10 then 'person' || (1 + (g::bigint * 7919) % (g - 1)) || '@' || (${textArray(domains)})[1 + ((1 + (g::bigint * 7919) % (g - 1)) % ${domains.length})::int] end as referred_by
      from generate_series(1, ${size}) as g
    ) as s`);
  await db.execute(sql`
    insert into demo_requests (name, email, company, phone, team_size, time_slot, message, prompt, status, source_page, created_at)
    select 'Demo ' || g, 'demo' || g || '@acme-corp.io', 'Acme', '', null, null, 'Show us invoices', 'Chase unpaid invoices',
      (array['new', 'scheduled', 'done', 'cancelled'])[1 + g % 4], '/enterprise', ${start}::timestamptz + (g::float8 / ${Math.max(1, Math.floor(size / 100))}) * interval '90 days'
    from generate_series(1, ${Math.max(1, Math.floor(size / 100))}) as g`);
  // VACUUM too: without it index-only scans visit every row, and the embedded database has no autovacuum to do it later.
  await db.execute(sql`vacuum analyze`);
}
