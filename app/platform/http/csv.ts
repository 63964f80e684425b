/**
 * CSV (RFC 4180) for exports: fields with a comma, quote or line break are
 * quoted (quotes doubled); and a field that a spreadsheet would run as a
 * formula (starting with =, +, - or @, also after a tab or carriage return)
 * gets a leading apostrophe, so opening the file never runs anything.
 */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  // Most fields need neither (one test instead of two: exports write millions).
  if (!needsCare.test(text)) return text;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const needsCare = /^[=+\-@\t\r]|[",\r\n]/;

export function csvRow(values: unknown[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}
