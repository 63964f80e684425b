import path from "node:path";
import { ESLint, RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { aliasImports, dependencyOrder, featureBoundaries } from "./feature-boundaries.js";
import { featureDependencies } from "../../eslint.config.js";

const root = path.resolve(import.meta.dirname, "../..");
const at = (file: string) => path.join(root, file);

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const options = [{ root, dependsOn: { accounts: [], leads: ["accounts"], marketing: ["accounts", "leads"] } }];
new RuleTester({ languageOptions: { parser: tseslint.parser } }).run("feature-boundaries", featureBoundaries, {
  valid: [
    { filename: at("app/features/leads/a.ts"), code: 'import { requireUser } from "../accounts/surface.server.ts";', options },
    { filename: at("app/features/leads/components/b.tsx"), code: 'import { AuthPage } from "../../accounts/surface.ts";', options },
    { filename: at("app/features/leads/a.ts"), code: 'import { x } from "./invitations.server.ts"; import { y } from "../../platform/db/schema.ts";', options },
    { filename: at("app/routes/c.ts"), code: 'import { x } from "../features/leads/invitations.server.ts";', options },
    { filename: at("app/features/marketing/d.ts"), code: 'export { limits } from "#app/features/leads/surface.ts";', options },
  ],
  invalid: [
    {
      filename: at("app/features/leads/a.ts"),
      code: 'import { x } from "../accounts/session.server.ts";',
      options,
      errors: [{ messageId: "notSurface", data: { to: "accounts", surface: "surface.server.ts", file: "session.server.ts" } }],
    },
    {
      filename: at("app/features/accounts/a.ts"),
      code: 'import { limits } from "../leads/surface.ts";',
      options,
      errors: [{ messageId: "notDeclared" }],
    },
    {
      filename: at("app/features/accounts/components/a.tsx"),
      code: 'const dialogs = () => import("#app/features/leads/components/lazy-lead-dialogs.tsx");',
      options,
      errors: [{ messageId: "notDeclared" }],
    },
    {
      filename: at("app/features/marketing/a.ts"),
      code: 'export * from "../leads/lead-form-contract.ts";',
      options,
      errors: [{ messageId: "notSurface" }],
    },
  ],
});

new RuleTester({ languageOptions: { parser: tseslint.parser } }).run("alias-imports", aliasImports, {
  valid: [
    { filename: at("app/features/leads/a.ts"), code: 'import { x } from "./b.ts"; import { y } from "#app/platform/dates.ts";', options: [{ root }] },
    { filename: at("tests/helpers/a.ts"), code: 'import { RouteTable } from "../../server/route-table.ts";', options: [{ root }] },
  ],
  invalid: [
    {
      filename: at("app/features/leads/components/a.tsx"),
      code: 'import { cn } from "../../../ui/cn.ts";',
      options: [{ root }],
      errors: [{ messageId: "climbing" }],
      output: 'import { cn } from "#app/ui/cn.ts";',
    },
    {
      filename: at("app/platform/db/a.test.ts"),
      code: "const helpers = () => import('../../../tests/helpers/test-database.ts');",
      options: [{ root }],
      errors: [{ messageId: "climbing" }],
      output: "const helpers = () => import('#tests/helpers/test-database.ts');",
    },
  ],
});

describe("the feature boundaries of this project", () => {
  it("the declared dependencies have no circle, so no two features can import each other", () => {
    expect(dependencyOrder(featureDependencies)).toHaveLength(Object.keys(featureDependencies).length);
    expect(() => dependencyOrder({ ...featureDependencies, accounts: ["leads"] })).toThrow(
      "Features depend on each other in a circle: accounts → leads → accounts",
    );
  });

  it("lint fails a new import from one feature into another (through the project's own config)", async () => {
    const eslint = new ESLint({ cwd: root });
    const lint = async (file: string, code: string) =>
      (await eslint.lintText(code, { filePath: at(file) }))[0]!.messages
        .filter((message) => message.ruleId === "droids/feature-boundaries")
        .map((message) => message.message);
    expect(await lint("app/features/accounts/new-module.server.ts", 'export { inviteNext } from "../leads/invitations.server.ts";\n')).toEqual([
      "Feature 'accounts' may not use feature 'leads' (it may use: none). Compose the two in a route, or move the shared piece to app/ui or app/platform (docs/decisions/0035-feature-boundaries.md).",
    ]);
    expect(await lint("app/features/leads/new-module.server.ts", 'export { requireRole } from "../accounts/session.server.ts";\n')).toEqual([
      "Import feature 'accounts' through its surface (app/features/accounts/surface.server.ts), not session.server.ts.",
    ]);
    expect(await lint("app/features/leads/new-module.server.ts", 'export { requireRole } from "../accounts/surface.server.ts";\n')).toEqual([]);
  });
});
