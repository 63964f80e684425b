import { Link } from "react-router";
import { leaderboardHeaders, loadLeaderboard } from "#app/features/leads/waitlist/leaderboard-page.handlers.server.ts";
import { leaderboardTexts } from "#app/features/leads/waitlist/leaderboard-texts.ts";
import { formatDateTime } from "#app/platform/dates.ts";
import { pageMeta } from "#app/platform/http/page-meta.ts";
import { buttonVariants } from "#app/ui/button.tsx";
import { Card } from "#app/ui/card.tsx";
import type { Route } from "./+types/waitlist-leaderboard";

const texts = leaderboardTexts.page;

/**
 * Not for search engines (and not in the sitemap): it lists people by the
 * names they chose for the site's visitors, and changes every minute.
 */
export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: texts.title, description: texts.description, path: "/waitlist/leaderboard" }),
  { name: "robots", content: "noindex" },
];

export const loader = (args: Route.LoaderArgs) => loadLeaderboard(args);
export const headers = leaderboardHeaders;

/** `/waitlist/leaderboard`: the top referrers who chose to be shown, rendered on the server (no script needed). */
export default function LeaderboardPage({ loaderData }: Route.ComponentProps) {
  const { entries, asOf } = loaderData;
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-16 sm:px-6">
      <Card padding="lg" shadow="sm" className="sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{texts.title}</h1>
        <p className="mt-1.5 text-sm text-muted-foreground">{texts.description}</p>
        {entries.length === 0 ? (
          <p className="mt-6 text-sm" data-testid="board-empty">
            {texts.empty}
          </p>
        ) : (
          <table className="mt-6 w-full text-sm" data-testid="leaderboard">
            <caption className="sr-only">{texts.title}</caption>
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th scope="col" className="py-2 pr-4 font-medium">
                  {texts.rank}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {texts.name}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {texts.referrals}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry, index) => (
                <tr key={index} className="border-b last:border-0">
                  <td className="py-2 pr-4 font-semibold tabular-nums">#{entry.rank.toLocaleString("en-US")}</td>
                  <td className="py-2 pr-4 break-all">{entry.name}</td>
                  <td className="py-2 text-right tabular-nums">{entry.referrals.toLocaleString("en-US")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p className="mt-6 text-xs text-muted-foreground">{texts.ties}</p>
        {asOf ? (
          <p className="mt-1 text-xs text-muted-foreground" data-testid="board-as-of">
            {texts.asOf(formatDateTime(asOf, { seconds: true }))}
          </p>
        ) : null}
        <Link to="/waitlist" className={buttonVariants({ className: "mt-6 w-full" })}>
          {texts.join}
        </Link>
      </Card>
    </section>
  );
}
