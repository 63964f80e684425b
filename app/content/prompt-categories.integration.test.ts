import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDriver, useTestDatabase } from "#tests/helpers/test-database.ts";
import { seededRandom } from "#tests/helpers/random.ts";
import { selectRows } from "#app/platform/db/client.server.ts";
import { examples } from "./examples.ts";
import { promptCategories, promptCategoryId } from "./prompt-categories.ts";

/** Every word a rule names, spelled out: groups and optional letters expanded ("propert(y|ies)" → property, properties). */
function spelledOut(source: string): string[] {
  const body = /^\\b\((.+)\)(\\b)?$/.exec(source)![1]!;
  const expand = (pattern: string): string[] => {
    const group = /\(([^()]*)\)/.exec(pattern);
    if (group) return group[1]!.split("|").flatMap((choice) => expand(pattern.replace(group[0], choice)));
    const optional = /(.)\?/.exec(pattern);
    if (optional) return [...expand(pattern.replace(optional[0], optional[1]!)), ...expand(pattern.replace(optional[0], ""))];
    const anyOf = /\[([^\]]*)\]/.exec(pattern);
    if (anyOf) return [...anyOf[1]!].flatMap((char) => expand(pattern.replace(anyOf[0], char)));
    return [pattern];
  };
  const alternatives: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of body) {
    if (char === "(") depth++;
    if (char === ")") depth--;
    if (char === "|" && depth === 0) {
      alternatives.push(current);
      current = "";
    } else current += char;
  }
  return [...alternatives, current].flatMap(expand);
}

// Characters next to a keyword that JavaScript's \b and /i treat in their own way: ASCII word characters, non-ASCII
// letters (not word characters to JavaScript), and letters whose case folds onto ASCII elsewhere (Kelvin sign, long s, dotted I).
const neighbours = ["", " ", "x", "Z", "_", "7", "-", ".", "\n", "é", "ß", "Ж", "\u212A", "\u017F", "\u0130", "ı", "😀"];
const pages = [null, "/", "/enterprise", ...promptCategories.map((category) => category.page)];

describe(`the prompt_category columns on ${testDriver}`, () => {
  const database = useTestDatabase();
  const db = () => database.current.db;

  /** What the database stores for each (prompt, page), as written straight into both lead tables. */
  async function stored(cases: { prompt: string | null; page: string | null }[]) {
    const rows = cases.map((entry, index) => ({ n: index, email: `case-${index}@example.com`, prompt: entry.prompt, page: entry.page }));
    const json = JSON.stringify(rows);
    await db().execute(sql`insert into waitlist_entries (email, name, prompt, source_page)
      select email, 'Case', prompt, page from jsonb_to_recordset(${json}::jsonb) as r(n int, email text, prompt text, page text)`);
    await db().execute(sql`insert into demo_requests (name, email, company, prompt, source_page)
      select 'Case', email, 'Co', prompt, page from jsonb_to_recordset(${json}::jsonb) as r(n int, email text, prompt text, page text)`);
    const found = await selectRows<{ email: string; waitlist: string; demo: string }>(
      db(),
      sql`select w.email, w.prompt_category as waitlist, d.prompt_category as demo from waitlist_entries w join demo_requests d using (email)`,
    );
    const byEmail = new Map(found.map((row) => [row.email, row]));
    return rows.map((row) => {
      const { waitlist, demo } = byEmail.get(row.email)!;
      return { prompt: row.prompt, page: row.page, waitlist, demo };
    });
  }

  const expectSameAsJavaScript = async (cases: { prompt: string | null; page: string | null }[]) => {
    const rows = await stored(cases);
    const wanted = rows.map(({ prompt, page }) => ({ prompt, page, waitlist: promptCategoryId(prompt, page), demo: promptCategoryId(prompt, page) }));
    expect(rows).toEqual(wanted);
  };

  it("equal the rules in JavaScript on every example prompt, from every page", async () => {
    await expectSameAsJavaScript(examples.flatMap((example) => pages.map((page) => ({ prompt: example.prompt, page }))));
  });

  it("equal them on every keyword in any case, next to every kind of character, and without a prompt", async () => {
    const cases: { prompt: string | null; page: string | null }[] = [null, "", "   "].flatMap((prompt) => pages.map((page) => ({ prompt, page })));
    for (const category of promptCategories) {
      for (const word of spelledOut(category.keywords.source)) {
        for (const spelling of [word, word.toUpperCase(), word[0]!.toUpperCase() + word.slice(1), word.replace(/s/g, "\u017F"), word.replace(/k/g, "\u212A")]) {
          for (const next of neighbours) {
            cases.push(
              { prompt: `${next}${spelling}`, page: null },
              { prompt: `${spelling}${next}`, page: null },
              { prompt: `${next}${spelling}${next}`, page: null },
            );
          }
          cases.push({ prompt: `Please ${spelling} for us`, page: "/" });
        }
      }
    }
    // Every category's words appear in some case above; each set must also be caught by its own rule.
    expect(new Set(cases.map((entry) => promptCategoryId(entry.prompt, entry.page)))).toEqual(
      new Set(["", ...promptCategories.map((category) => category.id)]),
    );
    await expectSameAsJavaScript(cases);
  });

  it("equal them on random text made of keyword pieces and odd characters", async () => {
    const next = seededRandom(26);
    const pieces = [...promptCategories.flatMap((category) => spelledOut(category.keywords.source)), ...neighbours, "the ", "s", "ing", "ies", "re", "book"];
    const cases = Array.from({ length: 3000 }, () => ({
      prompt: Array.from({ length: 1 + Math.floor(next() * 5) }, () => {
        const piece = pieces[Math.floor(next() * pieces.length)]!;
        return next() < 0.3 ? piece.toUpperCase() : piece;
      }).join(""),
      page: pages[Math.floor(next() * pages.length)]!,
    }));
    await expectSameAsJavaScript(cases);
  });
});
