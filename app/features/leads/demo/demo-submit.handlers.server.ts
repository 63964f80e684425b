import { appOf, type RequestArgs } from "#app/platform/app-context.server.ts";
import { handleLeadApi, handleLeadForm } from "#app/features/leads/lead-endpoints.handlers.server.ts";
import type { LeadForm } from "#app/features/leads/lead-submission.server.ts";
import { demoRequestSchema, type DemoRequestInput } from "./demo-schema.ts";
import { demoTexts } from "./demo-texts.ts";
import { requestDemo } from "./demo.server.ts";

export const demoLeadForm: LeadForm<DemoRequestInput> = {
  name: "demo",
  schema: demoRequestSchema,
  texts: demoTexts,
  save: (db, input, { publicUrl, secret }) => requestDemo(db, input, { publicUrl, secret }),
  successStatus: 201,
};

export const submitDemoRequestForm = (args: RequestArgs) => handleLeadForm(args, demoLeadForm, appOf(args).config.RATE_LIMIT_DEMO);

export const submitDemoRequestApi = (args: RequestArgs) => handleLeadApi(args, demoLeadForm, appOf(args).config.RATE_LIMIT_DEMO);
