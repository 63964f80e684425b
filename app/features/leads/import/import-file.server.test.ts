import { describe, expect, it } from "vitest";
import { guessMapping } from "./import-columns.ts";
import { checkLines, ImportFileRefusal, mappingProblem, mergeLines, parseJoinedDate, readCsv } from "./import-file.server.ts";

const bytes = (text: string) => new TextEncoder().encode(text);
const now = new Date("2026-11-28T12:00:00Z");
const check = (text: string) => {
  const table = readCsv(bytes(text));
  return checkLines(table, guessMapping(table.headers), now);
};

describe("guessing the columns from the header", () => {
  it("knows the usual names, whatever their case and punctuation, and maps each field once", () => {
    expect(guessMapping(["E-mail", "Full name", "Company", "Signed up at", "Referred by", "Status", "Notes"])).toEqual([
      "email",
      "name",
      "company",
      "joinedAt",
      "referrer",
      "status",
      "",
    ]);
    expect(guessMapping(["email", "Email Address"])).toEqual(["email", ""]);
  });

  it("refuses a mapping without an e-mail column or with a field twice", () => {
    expect(mappingProblem(["name", ""])).toMatch(/No column is mapped to the e-mail/);
    expect(mappingProblem(["email", "name", "name"])).toBe("Two columns are mapped to “Name”: map each field once.");
    expect(mappingProblem(["email", "name"])).toBeNull();
  });
});

describe("reading the file", () => {
  it("reads quoted fields with commas, quotes and line breaks, a BOM and semicolons, numbering lines as the file does", () => {
    const table = readCsv(bytes('\uFEFFemail;name\r\na@example.com;"Zoë Smith; Ann"\r\n\r\nb@example.com;"Line\nbreak ""quoted"""\r\nc@example.com;C\r\n'));
    expect(table.headers).toEqual(["email", "name"]);
    expect(table.rows).toEqual([
      { line: 2, values: ["a@example.com", "Zoë Smith; Ann"] },
      { line: 4, values: ["b@example.com", 'Line\nbreak "quoted"'] },
      { line: 6, values: ["c@example.com", "C"] },
    ]);
  });

  it("refuses a file that is not CSV text, or has no data, as a whole", () => {
    expect(() => readCsv(bytes('email,name\na@example.com,"open\n'))).toThrow(/not valid CSV.*quoted field is not closed/);
    expect(() => readCsv(new Uint8Array([0x65, 0xff, 0xfe, 0x00]))).toThrow(ImportFileRefusal);
    expect(() => readCsv(bytes("email,name\n"))).toThrow("The file has no lines of data under its header.");
  });

  it("refuses a file over 20 MB, or over 200,000 lines, with a clear message and 413", () => {
    const refusal = (make: () => unknown) => {
      try {
        make();
      } catch (error) {
        return error instanceof ImportFileRefusal ? { status: error.status, message: error.message } : error;
      }
      return null;
    };
    expect(refusal(() => readCsv(new Uint8Array(20 * 1024 * 1024 + 1).fill(0x61)))).toEqual({
      status: 413,
      message: "The file is larger than 20 MB. Split it into smaller files and import them one after another.",
    });
    expect(refusal(() => readCsv(bytes(`email\n${"a@example.com\n".repeat(200_001)}`)))).toEqual({
      status: 413,
      message: "The file has more than 200,000 lines. Split it and import the parts one after another.",
    });
  });
});

describe("checking each line", () => {
  it("says the line, the column and why for every problem", () => {
    const { lines, problems } = check(
      [
        "Email,Name,Joined,Referrer,Status",
        "ok@example.com,Ok,2024-03-01,,confirmed",
        "not-an-address,Bad,,,",
        ",Empty,,,",
        "d@example.com,Date,03/01/2024,,",
        "f@example.com,Future,2030-01-01,,",
        "s@example.com,Status,,,maybe",
        "r@example.com,Ref,,no such code!,",
        "me@example.com,Me,,me+x@example.com,",
        "x@example.com,Extra,,,,surplus",
      ].join("\n"),
    );
    expect(lines.map((line) => line.email)).toEqual(["ok@example.com"]);
    expect(problems).toEqual([
      { line: 3, column: "Email", message: "Please enter a valid email address." },
      { line: 4, column: "Email", message: "is empty: every line needs an e-mail address." },
      { line: 5, column: "Joined", message: "“03/01/2024” is not a date in the form YYYY-MM-DD (or YYYY-MM-DDTHH:MM:SSZ)." },
      { line: 6, column: "Joined", message: "“2030-01-01” is in the future." },
      { line: 7, column: "Status", message: "“maybe” is not one of pending, unconfirmed, confirmed, declined." },
      { line: 8, column: "Referrer", message: "“no such code!” is neither a referral code nor an e-mail address." },
      { line: 9, column: "Referrer", message: "names the line's own address: an entry cannot refer itself." },
      { line: 10, column: "", message: "has 6 fields; the header has 5 (a separator inside a field that is not quoted?)." },
    ]);
  });

  it("reads dates in UTC unless they say otherwise, and refuses days that do not exist", () => {
    expect(parseJoinedDate("2024-03-01", now)).toEqual(new Date("2024-03-01T00:00:00Z"));
    expect(parseJoinedDate("2024-03-01 09:30", now)).toEqual(new Date("2024-03-01T09:30:00Z"));
    expect(parseJoinedDate("2024-03-01T09:30:00+0200", now)).toEqual(new Date("2024-03-01T07:30:00Z"));
    expect(parseJoinedDate("2024-02-30", now)).toBe("is not a real date.");
  });

  it("lower-cases addresses and keeps a line's fields", () => {
    const { lines } = check("email,name,company,referrer\n Ann.Lee+news@GMail.com , Ann , Acme ,abc123def456\n");
    expect(lines).toEqual([
      {
        line: 2,
        email: "ann.lee+news@gmail.com",
        mailbox: "annlee@gmail.com",
        name: "Ann",
        company: "Acme",
        joinedAt: null,
        referrer: { kind: "code", code: "abc123def456" },
        confirmed: null,
        declined: false,
      },
    ]);
  });
});

describe("merging lines of one mailbox", () => {
  it("keeps the first address, the first non-empty fields, the earliest date, and confirms if any line does", () => {
    const { lines } = check(
      [
        "email,name,company,joined,status",
        "ann.lee@gmail.com,,,2024-05-01,pending",
        "other@example.com,Other,,,",
        "AnnLee+x@googlemail.com,Ann,Acme,2024-01-01,",
        "annlee@gmail.com,Ann Lee,Beta,2024-03-01,confirmed",
      ].join("\n"),
    );
    const merged = mergeLines(lines);
    expect(merged).toHaveLength(2);
    expect(merged[0]).toMatchObject({
      email: "ann.lee@gmail.com",
      name: "Ann",
      company: "Acme",
      joinedAt: new Date("2024-01-01T00:00:00Z"),
      confirmed: true,
      lines: [2, 4, 5],
    });
  });
});
