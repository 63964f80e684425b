/**
 * Whether a value has the shape of a UUID: ids from URLs and forms are
 * checked before they reach a uuid column, where anything else would make
 * PostgreSQL throw (a 500 for what is only a wrong link).
 */
export const isUuid = (value: unknown): value is string =>
  typeof value === "string" && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
