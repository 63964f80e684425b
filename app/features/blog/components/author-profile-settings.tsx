import { Form, Link } from "react-router";
import { href } from "#app/platform/http/href.ts";
import { Button } from "#app/ui/button.tsx";
import { Label } from "#app/ui/label.tsx";
import { SettingsSection } from "#app/ui/settings-section.tsx";
import type { FormResult } from "#app/ui/form-result.ts";
import { avatarTexts } from "#app/features/blog/author-profile-texts.ts";
import { Avatar } from "./avatar.tsx";

/**
 * Settings → Author profile (authors and admins): the picture readers see
 * beside their posts. A plain multipart form, so it works without JavaScript.
 */
export function AuthorProfileSettings({ id, name, avatar, result }: { id: string; name: string; avatar: string | null; result?: FormResult }) {
  return (
    <SettingsSection title={avatarTexts.title} description={avatarTexts.description(name)} result={result}>
      <div className="flex flex-wrap items-start gap-5">
        <Avatar src={avatar} name={name} size={72} />
        <div className="grid flex-1 gap-3">
          <Form method="post" encType="multipart/form-data" className="grid gap-2" key={avatar ?? "none"}>
            <input type="hidden" name="intent" value="avatar" />
            <Label htmlFor="settings-avatar">{avatarTexts.label}</Label>
            <input
              id="settings-avatar"
              name="avatar"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
              required
              aria-describedby="settings-avatar-help"
              className="text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium"
            />
            <p id="settings-avatar-help" className="text-xs text-muted-foreground">
              {avatarTexts.help}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" size="sm">
                {avatarTexts.upload}
              </Button>
              <Link to={href("/author/:id", { id })} className="self-center text-sm font-medium text-primary underline-offset-4 hover:underline">
                {avatarTexts.authorPage}
              </Link>
            </div>
          </Form>
          {avatar ? (
            <Form method="post">
              <input type="hidden" name="intent" value="remove-avatar" />
              <Button type="submit" size="sm" variant="outline">
                {avatarTexts.remove}
              </Button>
            </Form>
          ) : null}
        </div>
      </div>
    </SettingsSection>
  );
}
