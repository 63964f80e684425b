import { IMAGE_LIMITS } from "#app/platform/images/image-rules.ts";

/** Settings → Author profile: the picture beside an author's posts. */
export const avatarTexts = {
  title: "Author profile",
  description: (name: string) => `The picture readers see beside your posts and on your author page, as ${name}.`,
  label: "Picture",
  help: `A square picture works best: JPEG, PNG, WebP, AVIF or GIF, up to ${IMAGE_LIMITS.bytes / 1024 / 1024} MB.`,
  upload: "Upload picture",
  remove: "Remove picture",
  authorPage: "See your author page",
  saved: "Your picture is saved.",
  removed: "Your picture is removed.",
} as const;
