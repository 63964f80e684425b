import { expect, expectNoAxeViolations, failedRequest, test } from "./fixtures.ts";

/**
 * Importing a list as an admin does it: a CSV with mistakes is checked and
 * its errors listed by line (nothing written), the fixed file is imported,
 * and the entries are in the waitlist table, two spellings of one mailbox
 * as one entry.
 */
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const csv = (lines: string[]) => ({ name: "list.csv", mimeType: "text/csv", buffer: Buffer.from(`${lines.join("\n")}\n`) });

test("an admin uploads a CSV with errors, sees them, fixes the file and imports it", async ({ page, signInAs, consoleErrors, allowConsoleError }) => {
  test.slow();
  // A file with errors is answered 400 (with the errors), as every refused form is.
  allowConsoleError(failedRequest(400, "POST", "/dashboard/waitlist/import.data"));
  const header = "Email,Full name,Company,Signed up,Status";
  const ann = `ann-${run}@northwind-labs.dev`;
  const bob = `bob-${run}@contoso-works.dev`;
  await signInAs("admin");
  await page.goto("/dashboard/waitlist");
  await page.getByRole("link", { name: "Import a list" }).click();
  await expect(page).toHaveURL(/\/dashboard\/waitlist\/import$/);
  await expectNoAxeViolations(page);

  const file = page.getByLabel("CSV file");
  await file.setInputFiles(
    csv([header, `${ann},Ann Import,Northwind,2024-01-02,confirmed`, `bob-${run}-at-contoso,Bob Import,,2024-01-03,`, `${bob},Bob Import,Contoso,03/01/2024,`]),
  );
  await page.getByRole("button", { name: "Check file" }).click();
  await expect(page.getByRole("alert")).toContainText("2 errors: nothing was written");
  const errors = page.getByRole("table", { name: "Errors by line" });
  await expect(errors.locator("tr[data-line='3']")).toContainText("Please enter a valid email address.");
  await expect(errors.locator("tr[data-line='4']")).toContainText("“03/01/2024” is not a date in the form YYYY-MM-DD");
  // The mapping was guessed from the header, and the preview shows the file's first lines.
  await expect(page.getByLabel("Signed up")).toHaveValue("joinedAt");
  await expect(page.getByRole("table", { name: "The first lines of the file" })).toContainText("Ann Import");
  await expectNoAxeViolations(page);

  await file.setInputFiles(
    csv([
      header,
      `${ann},Ann Import,Northwind,2024-01-02,confirmed`,
      `${bob},Bob Import,Contoso,2024-01-03,`,
      `BOB-${run}+list@contoso-works.dev,,,2023-12-01,`,
    ]),
  );
  await page.getByRole("button", { name: "Check file" }).click();
  await expect(page.getByRole("status")).toContainText("3 lines checked: ready to import.");
  await page.getByLabel("Treat them as confirmed").check();
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Imported: 2 new entries, 0 merged into existing ones.");
  await expectNoAxeViolations(page);

  await page.goto(`/dashboard/waitlist?q=${run}`);
  await expect(page.locator(`tr[data-email="${ann}"]`)).toContainText("Ann Import");
  await expect(page.locator(`tr[data-email="${bob}"]`)).toContainText("Bob Import");
  await expect(page.locator("tbody tr")).toHaveCount(2);
  expect(consoleErrors).toEqual([]);
});
