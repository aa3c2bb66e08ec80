import { afterEach, describe, expect, it } from "vitest";
import { workerMetricsPort } from "./env";

afterEach(() => {
  delete process.env.BROADMARK_WORKER_METRICS_PORT;
});

describe("BROADMARK_WORKER_METRICS_PORT", () => {
  it("is off when unset or 0, a port otherwise", () => {
    expect(workerMetricsPort()).toBeUndefined();
    process.env.BROADMARK_WORKER_METRICS_PORT = "0";
    expect(workerMetricsPort()).toBeUndefined();
    process.env.BROADMARK_WORKER_METRICS_PORT = "9464";
    expect(workerMetricsPort()).toBe(9464);
  });

  it("stops the worker with the variable named when it is no port", () => {
    for (const bad of ["metrics", "-1", "65536", "80.5"]) {
      process.env.BROADMARK_WORKER_METRICS_PORT = bad;
      expect(() => workerMetricsPort()).toThrow(/BROADMARK_WORKER_METRICS_PORT/);
    }
  });
});
