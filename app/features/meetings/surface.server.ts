/**
 * What other features may use of meetings on the server
 * (docs/decisions/0035-feature-boundaries.md): leads opens a demo request's
 * meeting and offers its first times in the request's mail.
 */
export { openMeeting, offeredTimes, requesterZone } from "./meetings.server.ts";
export { offerParagraphs } from "./meeting-mails.server.ts";
