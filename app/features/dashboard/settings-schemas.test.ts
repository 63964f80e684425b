import { describe, expect, it } from "vitest";
import { formFields } from "#app/platform/forms/form-action.server.ts";
import { AccountSettingsForm } from "#app/features/accounts/account-settings-schema.ts";
import { WebhookSettingsForm } from "#app/features/webhooks/webhook-settings-schema.ts";
import { ApiKeyForm } from "./api-key-schema.ts";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return formFields(data);
};

describe("the settings page's forms", () => {
  it("read each section's fields by its intent, missing text as empty", () => {
    expect(
      AccountSettingsForm.parse(
        form([
          ["intent", "name"],
          ["name", "Ada"],
        ]),
      ),
    ).toEqual({ intent: "name", name: "Ada" });
    expect(
      AccountSettingsForm.parse(
        form([
          ["intent", "password"],
          ["newPassword", "x"],
        ]),
      ),
    ).toEqual({
      intent: "password",
      currentPassword: "",
      newPassword: "x",
      confirmPassword: "",
    });
    expect(
      ApiKeyForm.parse(
        form([
          ["intent", "revoke-key"],
          ["keyId", "k1"],
        ]),
      ),
    ).toEqual({ intent: "revoke-key", keyId: "k1" });
  });

  it("takes one webhook event or several as a list", () => {
    expect(
      WebhookSettingsForm.parse(
        form([
          ["intent", "add-webhook"],
          ["url", "https://a.example"],
          ["events", "waitlist.joined"],
        ]),
      ),
    ).toMatchObject({
      events: ["waitlist.joined"],
    });
    expect(
      WebhookSettingsForm.parse(
        form([
          ["intent", "add-webhook"],
          ["events", "waitlist.joined"],
          ["events", "demo.requested"],
        ]),
      ),
    ).toMatchObject({ url: "", events: ["waitlist.joined", "demo.requested"] });
    expect(
      WebhookSettingsForm.parse(
        form([
          ["intent", "enable-webhook"],
          ["endpointId", "e1"],
        ]),
      ),
    ).toEqual({ intent: "enable-webhook", endpointId: "e1" });
  });

  it("refuses an unknown intent, and a field sent twice where one is expected", () => {
    expect(AccountSettingsForm.safeParse(form([["intent", "delete-everything"]])).success).toBe(false);
    expect(
      ApiKeyForm.safeParse(
        form([
          ["intent", "create-key"],
          ["name", "a"],
          ["name", "b"],
        ]),
      ).success,
    ).toBe(false);
    expect(WebhookSettingsForm.safeParse(form([])).success).toBe(false);
  });
});
