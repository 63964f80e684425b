import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { relaunchWithMemorySettings } from "./memory-settings.ts";

describe("relaunchWithMemorySettings", () => {
  it("adds the V8 flag and the allocator setting in front of the script and its arguments", () => {
    expect(relaunchWithMemorySettings(["--inspect"], ["/usr/bin/node", "server.ts", "--x"], { PATH: "/bin" })).toEqual({
      args: ["/usr/bin/node", "--max-semi-space-size=8", "--max-old-space-size=512", "--inspect", "server.ts", "--x"],
      env: { MALLOC_ARENA_MAX: "2", GLIBC_TUNABLES: "glibc.malloc.mmap_threshold=65536:glibc.malloc.trim_threshold=65536", PATH: "/bin" },
    });
  });

  it("leaves settings already given as they are, and does nothing once all are there", () => {
    const allocator = { MALLOC_ARENA_MAX: "1", GLIBC_TUNABLES: "glibc.malloc.tcache_count=0" };
    expect(relaunchWithMemorySettings(["--max-semi-space-size=4", "--max-old-space-size=2048"], ["node", "server.ts"], allocator)).toBeUndefined();
    expect(
      relaunchWithMemorySettings([], ["node", "server.ts"], { NODE_OPTIONS: "--max-semi-space-size=32 --max-old-space-size=1024", ...allocator }),
    ).toBeUndefined();
    const relaunch = relaunchWithMemorySettings(["--max-semi-space-size=16"], ["node", "s.ts"], {
      NODE_OPTIONS: "--max-old-space-size=1024",
      GLIBC_TUNABLES: "glibc.malloc.tcache_count=0",
    });
    expect(relaunch?.args).toEqual(["node", "--max-semi-space-size=16", "s.ts"]);
    expect(relaunch?.env).toEqual({ MALLOC_ARENA_MAX: "2", NODE_OPTIONS: "--max-old-space-size=1024", GLIBC_TUNABLES: "glibc.malloc.tcache_count=0" });
  });
});

describe("withMemorySettings", () => {
  it("runs the same process again with the settings in force: same pid, the young generation at 2 × 8 MB at most, the heap at 512 MB, the allocator tuned", () => {
    const script = [
      `import { withMemorySettings } from ${JSON.stringify(path.join(import.meta.dirname, "memory-settings.ts"))};`,
      `import v8 from "node:v8";`,
      `const before = process.env.PID_BEFORE ?? String(process.pid);`,
      `process.env.PID_BEFORE = before;`,
      `withMemorySettings();`,
      // Objects that survive scavenges make V8 grow the young generation to its limit.
      `const kept = []; for (let i = 0; i < 3_000_000; i++) kept.push({ i, text: "x" + i });`,
      `const newSpace = v8.getHeapSpaceStatistics().find((space) => space.space_name === "new_space");`,
      `console.log(JSON.stringify({ before, pid: String(process.pid), execArgv: process.execArgv, arenas: process.env.MALLOC_ARENA_MAX, tunables: process.env.GLIBC_TUNABLES, newSpaceMb: newSpace.space_size / 1048576, heapLimitMb: v8.getHeapStatistics().heap_size_limit / 1048576 }));`,
    ].join("\n");
    const env = { ...process.env };
    delete env.MALLOC_ARENA_MAX;
    delete env.GLIBC_TUNABLES;
    delete env.NODE_OPTIONS;
    const output = JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", script], { env, encoding: "utf8" }));
    expect(output.pid).toBe(output.before);
    expect(output.execArgv).toContain("--max-semi-space-size=8");
    expect(output.arenas).toBe("2");
    expect(output.tunables).toBe("glibc.malloc.mmap_threshold=65536:glibc.malloc.trim_threshold=65536");
    expect(output.newSpaceMb).toBeLessThanOrEqual(16);
    expect(output.execArgv).toContain("--max-old-space-size=512");
    // The old generation's 512 MB plus the young generation: far below the default (a fraction of the machine's memory).
    expect(output.heapLimitMb).toBeLessThan(600);
  });
});
