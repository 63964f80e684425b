import { sql } from "drizzle-orm";
import { selectRows, type Database } from "#app/platform/db/client.server.ts";

/**
 * Every table's rows (generated columns too), each as its JSON text, sorted
 * (drizzle's migration log aside): two databases hold the same data when
 * these are equal.
 */
export async function tableContents(db: Database): Promise<Record<string, string[]>> {
  const tables = await selectRows<{ name: string }>(
    db,
    sql`select relname as name from pg_class where relnamespace = current_schema()::regnamespace and relkind = 'r' and relname <> '__drizzle_migrations' order by relname`,
  );
  const contents: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await selectRows<{ row: string }>(db, sql.raw(`select row_to_json(t)::text as row from "${name}" as t`));
    contents[name] = rows.map((row) => row.row).sort();
  }
  return contents;
}
