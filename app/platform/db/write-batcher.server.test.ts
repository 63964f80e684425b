import { describe, expect, it } from "vitest";
import { WriteBatcher } from "./write-batcher.server.ts";

/** A write whose batches are recorded and finish when the test says so. */
function recordedWrite(fail: (item: string) => boolean = () => false) {
  const batches: string[][] = [];
  const pending: (() => void)[] = [];
  const write = (items: string[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push(items);
      pending.push(() => (items.some(fail) ? reject(new Error(`refused: ${items.join(",")}`)) : resolve(items.map((item) => `wrote ${item}`))));
    });
  const finishAll = async () => {
    while (pending.length > 0) {
      pending.splice(0).forEach((finish) => finish());
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { batches, write, finishAll };
}

const keyOf = (item: string) => item.split(":")[0]!;

describe("WriteBatcher", () => {
  it("writes at once while fewer than maxInFlight batches are under way, then batches what waits", async () => {
    const { batches, write, finishAll } = recordedWrite();
    const batcher = new WriteBatcher(write, { maxBatch: 3, maxInFlight: 2, keyOf });
    const results = ["a", "b", "c", "d", "e", "f", "g"].map((item) => batcher.add(item));
    expect(batches).toEqual([["a"], ["b"]]);
    await finishAll();
    expect(batches).toEqual([["a"], ["b"], ["c", "d", "e"], ["f", "g"]]);
    expect(await Promise.all(results)).toEqual(["a", "b", "c", "d", "e", "f", "g"].map((item) => `wrote ${item}`));
  });

  it("never puts two items with one key in a batch: the later one goes with the next", async () => {
    const { batches, write, finishAll } = recordedWrite();
    const batcher = new WriteBatcher(write, { maxBatch: 10, maxInFlight: 1, keyOf });
    const results = ["x:1", "ada:1", "bob:1", "ada:2", "cy:1", "ada:3"].map((item) => batcher.add(item));
    await finishAll();
    expect(batches).toEqual([["x:1"], ["ada:1", "bob:1", "cy:1"], ["ada:2"], ["ada:3"]]);
    expect(await Promise.all(results)).toEqual(["x:1", "ada:1", "bob:1", "ada:2", "cy:1", "ada:3"].map((item) => `wrote ${item}`));
  });

  it("writes a failed batch's items again one by one, so only the bad one fails", async () => {
    const { batches, write, finishAll } = recordedWrite((item) => item === "bad");
    const batcher = new WriteBatcher(write, { maxBatch: 10, maxInFlight: 1, keyOf });
    const results = ["first", "a", "bad", "b"].map((item) => batcher.add(item).catch((error: Error) => error.message));
    await finishAll();
    expect(batches).toEqual([["first"], ["a", "bad", "b"], ["a"], ["bad"], ["b"]]);
    expect(await Promise.all(results)).toEqual(["wrote first", "wrote a", "refused: bad", "wrote b"]);
  });
});
