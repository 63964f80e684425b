import type { HeadersFunction } from "react-router";

/**
 * A route's `headers` export that passes its loader's and action's headers
 * (Set-Cookie, Retry-After) on to the page's response, also for a form
 * posted without JavaScript.
 */
export const passOnHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers();
  for (const source of [loaderHeaders, actionHeaders]) {
    source.forEach((value, name) => {
      if (name !== "set-cookie") headers.set(name, value);
    });
    for (const cookie of source.getSetCookie()) headers.append("set-cookie", cookie);
  }
  return headers;
};
