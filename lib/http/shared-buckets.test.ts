import { describe, expect, it } from "vitest";
import { SharedBuckets, type TakeShared } from "./shared-buckets";

/** A shared bucket of `tokens` that never refills, counting the trips made to it. */
function store(tokens: number) {
  const counter = { trips: 0, left: tokens };
  const take: TakeShared = async (_key, wanted) => {
    counter.trips++;
    const granted = Math.min(wanted, counter.left);
    counter.left -= granted;
    return { granted, waitMs: granted > 0 ? 0 : 700 };
  };
  return { counter, take };
}

const ignore = () => undefined;

describe("SharedBuckets", () => {
  it("takes tokens in batches of a twentieth of the burst: 100 requests, 10 trips to the shared bucket", async () => {
    const { counter, take } = store(1000);
    const buckets = new SharedBuckets(100, 200, take, ignore);
    for (let i = 0; i < 100; i++) expect(await buckets.take("k")).toBe(0);
    expect(counter.trips).toBe(10);
  });

  it("grants no more than the shared bucket holds, however many ask at once, and then refuses without a trip", async () => {
    const { counter, take } = store(20);
    const buckets = new SharedBuckets(1, 20, take, ignore);
    const waits = await Promise.all(Array.from({ length: 200 }, () => buckets.take("address")));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(20);
    const trips = counter.trips;
    expect(await buckets.take("address")).toBeGreaterThan(0);
    expect(buckets.wait("address")).toBeGreaterThan(0);
    expect(counter.trips).toBe(trips);
  });

  it("gives a refunded token to the next request of this process, without a trip", async () => {
    const { counter, take } = store(1);
    const buckets = new SharedBuckets(1, 20, take, ignore);
    expect(await buckets.take("address")).toBe(0);
    buckets.refund("address");
    expect(await buckets.take("address")).toBe(0);
    expect(counter.trips).toBe(1);
  });

  it("counts in this process alone while the shared bucket fails: burst 5 granted, the sixth waits", async () => {
    const errors: unknown[] = [];
    const failing: TakeShared = async () => {
      throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    };
    const buckets = new SharedBuckets(
      1,
      5,
      failing,
      (error) => errors.push(error),
      () => 0,
    );
    const waits = [];
    for (let i = 0; i < 6; i++) waits.push(await buckets.take("k"));
    expect(waits).toEqual([0, 0, 0, 0, 0, 1000]);
    expect(errors).toHaveLength(6);
  });
});
