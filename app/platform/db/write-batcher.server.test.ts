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
    for (;;) {
      await nextTurn();
      if (pending.length === 0) return;
      pending.splice(0).forEach((finish) => finish());
    }
  };
  return { batches, write, finishAll };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const keyOf = (item: string) => item.split(":")[0]!;

describe("WriteBatcher", () => {
  it("gathers what arrives in one turn of the event loop into batches of maxBatch, at most maxInFlight under way, then batches what waits", async () => {
    const { batches, write, finishAll } = recordedWrite();
    const batcher = new WriteBatcher(write, { maxBatch: 3, maxInFlight: 2, keyOf });
    const results = ["a", "b", "c", "d", "e", "f", "g"].map((item) => batcher.add(item));
    // Nothing is written before the turn ends: the requests being read in it still add theirs.
    expect(batches).toEqual([]);
    await nextTurn();
    expect(batches).toEqual([
      ["a", "b", "c"],
      ["d", "e", "f"],
    ]);
    await finishAll();
    expect(batches).toEqual([["a", "b", "c"], ["d", "e", "f"], ["g"]]);
    expect(await Promise.all(results)).toEqual(["a", "b", "c", "d", "e", "f", "g"].map((item) => `wrote ${item}`));
  });

  it("writes a lone item in the next turn (a quiet site waits for nothing)", async () => {
    const { batches, write, finishAll } = recordedWrite();
    const batcher = new WriteBatcher(write, { maxBatch: 100, maxInFlight: 2, keyOf });
    const result = batcher.add("alone");
    await nextTurn();
    expect(batches).toEqual([["alone"]]);
    await finishAll();
    expect(await result).toBe("wrote alone");
  });

  it("never puts two items with one key in a batch: the later one goes with the next", async () => {
    const { batches, write, finishAll } = recordedWrite();
    const batcher = new WriteBatcher(write, { maxBatch: 10, maxInFlight: 1, keyOf });
    const results = ["x:1", "ada:1", "bob:1", "ada:2", "cy:1", "ada:3"].map((item) => batcher.add(item));
    await finishAll();
    expect(batches).toEqual([["x:1", "ada:1", "bob:1", "cy:1"], ["ada:2"], ["ada:3"]]);
    expect(await Promise.all(results)).toEqual(["x:1", "ada:1", "bob:1", "ada:2", "cy:1", "ada:3"].map((item) => `wrote ${item}`));
  });

  it("writes a failed batch's items again one by one, so only the bad one fails", async () => {
    const { batches, write, finishAll } = recordedWrite((item) => item === "bad");
    const batcher = new WriteBatcher(write, { maxBatch: 10, maxInFlight: 1, keyOf });
    const first = batcher.add("first");
    await nextTurn();
    const results = ["a", "bad", "b"].map((item) => batcher.add(item).catch((error: Error) => error.message));
    await finishAll();
    expect(batches).toEqual([["first"], ["a", "bad", "b"], ["a"], ["bad"], ["b"]]);
    results.unshift(first);
    expect(await Promise.all(results)).toEqual(["wrote first", "wrote a", "refused: bad", "wrote b"]);
  });
});
