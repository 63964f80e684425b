import { createContext } from "react";

/**
 * The per-request nonce of the Content-Security-Policy. server/app.ts makes
 * one for every request and hands it to React Router in this request header
 * (always overwritten, so a client cannot choose it); the document puts it
 * on its inline scripts through the React context. Prerendered pages have no
 * nonce: the server lists their inline scripts' hashes instead.
 */
export const CSP_NONCE_HEADER = "x-droids-csp-nonce";
export const CspNonce = createContext<string | undefined>(undefined);
