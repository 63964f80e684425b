import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { relaunchWithMemorySettings } from "./memory-settings.ts";

describe("relaunchWithMemorySettings", () => {
  it("adds the V8 flag and the allocator setting in front of the script and its arguments", () => {
    expect(relaunchWithMemorySettings(["--inspect"], ["/usr/bin/node", "server.ts", "--x"], { PATH: "/bin" })).toEqual({
      args: ["/usr/bin/node", "--max-semi-space-size=16", "--inspect", "server.ts", "--x"],
      env: { MALLOC_ARENA_MAX: "2", PATH: "/bin" },
    });
  });

  it("leaves settings already given as they are, and does nothing once all are there", () => {
    expect(relaunchWithMemorySettings(["--max-semi-space-size=4"], ["node", "server.ts"], { MALLOC_ARENA_MAX: "1" })).toBeUndefined();
    expect(relaunchWithMemorySettings([], ["node", "server.ts"], { NODE_OPTIONS: "--max-semi-space-size=32", MALLOC_ARENA_MAX: "8" })).toBeUndefined();
    expect(relaunchWithMemorySettings(["--max-semi-space-size=16"], ["node", "s.ts"], {})?.env.MALLOC_ARENA_MAX).toBe("2");
  });
});

describe("withMemorySettings", () => {
  it("runs the same process again with the settings in force: same pid, the young generation at 2 × 16 MB at most", () => {
    const script = [
      `import { withMemorySettings } from ${JSON.stringify(path.join(import.meta.dirname, "memory-settings.ts"))};`,
      `import v8 from "node:v8";`,
      `const before = process.env.PID_BEFORE ?? String(process.pid);`,
      `process.env.PID_BEFORE = before;`,
      `withMemorySettings();`,
      // Objects that survive scavenges make V8 grow the young generation to its limit.
      `const kept = []; for (let i = 0; i < 3_000_000; i++) kept.push({ i, text: "x" + i });`,
      `const newSpace = v8.getHeapSpaceStatistics().find((space) => space.space_name === "new_space");`,
      `console.log(JSON.stringify({ before, pid: String(process.pid), execArgv: process.execArgv, arenas: process.env.MALLOC_ARENA_MAX, newSpaceMb: newSpace.space_size / 1048576 }));`,
    ].join("\n");
    const env = { ...process.env };
    delete env.MALLOC_ARENA_MAX;
    delete env.NODE_OPTIONS;
    const output = JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", script], { env, encoding: "utf8" }));
    expect(output.pid).toBe(output.before);
    expect(output.execArgv).toContain("--max-semi-space-size=16");
    expect(output.arenas).toBe("2");
    expect(output.newSpaceMb).toBeLessThanOrEqual(32);
  });
});
