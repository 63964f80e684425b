import { describe, expect, it, vi } from "vitest";
import { lazyDialog } from "./lazy-dialog.tsx";

type Props = { open: boolean };
const Dialog = (_: Props) => null;

describe("lazyDialog", () => {
  it("fetches the dialog's code once, however often it is preloaded", async () => {
    const load = vi.fn(async () => ({ default: Dialog }));
    const code = lazyDialog<Props>(load, () => "/page");
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([code.preload(), code.preload()]);
    await code.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect(first.default).toBe(Dialog);
    expect(second).toBe(first);
  });

  it("stands in a component that goes to the dialog's page when the code cannot be fetched", async () => {
    const load = vi.fn(() => Promise.reject(new Error("Failed to fetch dynamically imported module")));
    const pageFor = vi.fn(({ open }: Props) => (open ? "/pricing" : null));
    const code = lazyDialog<Props>(load, pageFor);
    const module = await code.preload();
    expect(module.default).not.toBe(Dialog);
    expect(module.default.name).toBe("OpenPageInstead");
    // A failed fetch is not retried on every hover: the stand-in is kept.
    expect(await code.preload()).toBe(module);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
