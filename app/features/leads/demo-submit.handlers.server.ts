import { getConfig } from "../../platform/config.server.ts";
import { handleLeadApi, handleLeadForm } from "./lead-endpoints.handlers.server.ts";
import type { LeadForm } from "./lead-submission.server.ts";
import { demoRequestSchema, type DemoRequestInput } from "./demo-schema.ts";
import { demoTexts } from "./demo-texts.ts";
import { requestDemo } from "./demo.server.ts";

export const demoLeadForm: LeadForm<DemoRequestInput> = {
  name: "demo",
  schema: demoRequestSchema,
  texts: demoTexts,
  save: (db, input) => requestDemo(db, input, { publicUrl: getConfig().publicUrl, secret: getConfig().authSecret }),
  successStatus: 201,
};

export const submitDemoRequestForm = (request: Request) =>
  handleLeadForm(request, demoLeadForm, getConfig().RATE_LIMIT_DEMO);

export const submitDemoRequestApi = (request: Request) =>
  handleLeadApi(request, demoLeadForm, getConfig().RATE_LIMIT_DEMO);
