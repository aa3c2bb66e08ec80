import { describe, expect, it } from "vitest";
import { GroupCommit } from "./group-commit";

/** A write whose statements finish when the test says so, recording the batches it was given. */
function controlledWrite() {
  const batches: number[][] = [];
  const finish: (() => void)[] = [];
  const write = (requests: number[]) => {
    batches.push(requests);
    return new Promise<number[]>((resolve, reject) => {
      finish.push(() =>
        requests.includes(-1) ? reject(new Error("bad request -1")) : resolve(requests.map((n) => n * 10)),
      );
    });
  };
  return { batches, finish, write };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("GroupCommit", () => {
  it("sends a request at once when idle, and gathers those that arrive meanwhile into the next statement", async () => {
    const { batches, finish, write } = controlledWrite();
    const group = new GroupCommit(write, 1, 64);
    const first = group.submit(1);
    const rest = [2, 3, 4].map((n) => group.submit(n));
    expect(batches).toEqual([[1]]);
    finish[0]!();
    expect(await first).toBe(10);
    await settle();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    finish[1]!();
    expect(await Promise.all(rest)).toEqual([20, 30, 40]);
  });

  it("runs at most inFlight statements of at most maxBatch requests", async () => {
    const { batches, finish, write } = controlledWrite();
    const group = new GroupCommit(write, 2, 3);
    const all = [1, 2, 3, 4, 5, 6, 7].map((n) => group.submit(n));
    expect(batches).toEqual([[1], [2]]);
    finish[0]!();
    await settle();
    expect(batches).toEqual([[1], [2], [3, 4, 5]]);
    finish[1]!();
    await settle();
    finish[2]!();
    await settle();
    expect(batches).toEqual([[1], [2], [3, 4, 5], [6, 7]]);
    finish[3]!();
    expect(await Promise.all(all)).toEqual([10, 20, 30, 40, 50, 60, 70]);
  });

  it("fails only the request whose data fails the statement: its batch runs again one request at a time", async () => {
    const { batches, finish, write } = controlledWrite();
    const group = new GroupCommit(write, 1, 64);
    const first = group.submit(1);
    const batch = [2, -1, 3].map((n) =>
      group.submit(n).then(
        (value) => ({ value }),
        (error: Error) => ({ error: error.message }),
      ),
    );
    finish[0]!();
    await first;
    await settle();
    finish[1]!();
    await settle();
    expect(batches.slice(2)).toEqual([[2], [-1], [3]]);
    finish.slice(2).forEach((done) => done());
    expect(await Promise.all(batch)).toEqual([{ value: 20 }, { error: "bad request -1" }, { value: 30 }]);
  });
});
