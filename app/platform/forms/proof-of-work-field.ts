/** The form field carrying a proof-of-work solution (base64 JSON, as ALTCHA's widget sends it); docs/decisions/0053-proof-of-work.md. */
export const POW_FIELD = "altcha";
