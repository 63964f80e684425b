const link = /\bhttps?:\/\/[^\s<>"]+/gi;

/**
 * A mail's text with every link replaced by "[link to <host> hidden]". Every
 * link the site mails is meant for its recipient alone: it verifies an
 * address, resets a password, accepts an invitation, confirms or
 * unsubscribes. Whoever else reads it can act as the recipient.
 */
export function hideLinks(text: string): string {
  return text.replace(link, (url) => {
    let host = "";
    try {
      host = new URL(url).host;
    } catch {
      // not a URL after all: hidden all the same
    }
    return host ? `[link to ${host} hidden]` : "[link hidden]";
  });
}
