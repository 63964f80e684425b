import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadEnvFile, startUpMessage } from "./start-up.ts";

describe("loadEnvFile", () => {
  const names = ["ENV_FILE", "DROIDS_TEST_FROM_FILE", "DROIDS_TEST_FROM_BOTH", "DROIDS_TEST_QUOTED"];
  const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
  afterEach(() => {
    for (const name of names) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });
  const envFile = (text: string) => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "droids-env-")), ".env");
    fs.writeFileSync(file, text);
    return file;
  };

  it("reads the file's variables; one already in the environment keeps its value", () => {
    process.env.ENV_FILE = envFile('# a comment\nDROIDS_TEST_FROM_FILE=file\nDROIDS_TEST_FROM_BOTH=file\nDROIDS_TEST_QUOTED="a b # c"\n');
    process.env.DROIDS_TEST_FROM_BOTH = "environment";
    expect(loadEnvFile()).toBe(process.env.ENV_FILE);
    expect([process.env.DROIDS_TEST_FROM_FILE, process.env.DROIDS_TEST_FROM_BOTH, process.env.DROIDS_TEST_QUOTED]).toEqual(["file", "environment", "a b # c"]);
  });

  it("reads nothing when ENV_FILE is empty or names no file", () => {
    process.env.ENV_FILE = "";
    expect(loadEnvFile()).toBeUndefined();
    process.env.ENV_FILE = path.join(os.tmpdir(), "droids-no-such-folder", ".env");
    expect(loadEnvFile()).toBeUndefined();
    expect(process.env.DROIDS_TEST_FROM_FILE).toBeUndefined();
  });
});

describe("startUpMessage", () => {
  it("is the error's message on one line", () => {
    expect(startUpMessage(new Error("first line\n    second line\n"))).toBe("first line second line");
    expect(startUpMessage("plain")).toBe("plain");
  });
});
