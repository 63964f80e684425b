/** What Settings says about an endpoint that delivers nothing until an admin re-enables it. */
export const webhookDisabledText = (reason: string | null) =>
  `Disabled: ${reason ?? "its admin is no longer an admin"}. Nothing is delivered to it until an admin re-enables it (the admin who does becomes responsible for it).`;
