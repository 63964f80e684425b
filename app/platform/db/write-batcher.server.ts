/**
 * Group commit for one kind of write: items that arrive together go as one
 * statement (one round trip, one commit) instead of each paying for its own.
 * An item waits for the end of the event loop's turn it arrived in, so that
 * the requests read in that turn add theirs too: with the embedded database,
 * which runs on this thread and hands back control only between turns, a
 * write started at once would go alone every time (one join per statement,
 * 140 joins/s; gathered, ~1,000/s). A quiet site waits for nothing more.
 * At most `maxInFlight` batches are under way; what arrives meanwhile
 * becomes the next batches. Items with the same key never share a batch (a
 * later one waits for the next), so a batch's statement can match its
 * results by key.
 *
 * When a batch fails, its items are written again one by one: one bad item
 * fails alone, and an item's own write still commits or fails as a whole.
 */
export class WriteBatcher<Item, Result> {
  private readonly queue: { item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void }[] = [];
  private inFlight = 0;
  private flushScheduled = false;
  private readonly write: (items: Item[]) => Promise<Result[]>;
  private readonly options: { maxBatch: number; maxInFlight: number; keyOf: (item: Item) => string };

  /** `write` writes the items in one statement and answers one result per item, in their order. */
  constructor(write: (items: Item[]) => Promise<Result[]>, options: { maxBatch: number; maxInFlight: number; keyOf: (item: Item) => string }) {
    this.write = write;
    this.options = options;
  }

  add(item: Item): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (this.flushScheduled) return;
      this.flushScheduled = true;
      setImmediate(() => {
        this.flushScheduled = false;
        this.flush();
      });
    });
  }

  private flush() {
    while (this.inFlight < this.options.maxInFlight && this.queue.length > 0) {
      const batch: typeof this.queue = [];
      const keys = new Set<string>();
      for (let i = 0; i < this.queue.length && batch.length < this.options.maxBatch;) {
        const key = this.options.keyOf(this.queue[i]!.item);
        if (keys.has(key)) {
          i++;
          continue;
        }
        keys.add(key);
        batch.push(...this.queue.splice(i, 1));
      }
      this.inFlight++;
      void this.run(batch).finally(() => {
        this.inFlight--;
        this.flush();
      });
    }
  }

  private async run(batch: typeof this.queue) {
    try {
      const results = await this.write(batch.map((entry) => entry.item));
      batch.forEach((entry, i) => entry.resolve(results[i]!));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      for (const entry of batch) {
        try {
          entry.resolve((await this.write([entry.item]))[0]!);
        } catch (alone) {
          entry.reject(alone);
        }
      }
    }
  }
}
