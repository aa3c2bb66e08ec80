import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkSettings, setting, SettingError, SETTINGS } from "./settings";

describe("setting", () => {
  it("gives the default when a variable is unset or empty", () => {
    expect(setting("BROADMARK_WORKER_CONCURRENCY", {})).toBe(32);
    expect(setting("BROADMARK_WORKER_CONCURRENCY", { BROADMARK_WORKER_CONCURRENCY: "" })).toBe(32);
    expect(setting("DATABASE_URL", {})).toBeUndefined();
    expect(setting("BROADMARK_RATE_LIMIT", {})).toBe("100:200");
  });

  it("reads a valid value with its type", () => {
    expect(setting("BROADMARK_WORKER_CONCURRENCY", { BROADMARK_WORKER_CONCURRENCY: "8" })).toBe(8);
    expect(setting("PORT", { PORT: "0" })).toBe(0);
    expect(setting("BROADMARK_AUTH_FAILURE_LIMIT", { BROADMARK_AUTH_FAILURE_LIMIT: "0.5:10" })).toBe("0.5:10");
  });

  it.each([
    ["BROADMARK_WORKER_CONCURRENCY", "abc"],
    ["BROADMARK_WORKER_CONCURRENCY", "0"],
    ["BROADMARK_WORKER_CONCURRENCY", "1.5"],
    ["BROADMARK_WORKER_CONCURRENCY", "-3"],
    ["PORT", "70000"],
    ["BROADMARK_RATE_LIMIT", "fast"],
    ["BROADMARK_START_WORKER", "no"],
    ["DATABASE_URL", "mysql://db"],
    ["LOG_LEVEL", "verbose"],
  ] as const)("refuses %s=%s, naming the variable and the value", (name, value) => {
    expect(() => setting(name, { [name]: value })).toThrow(SettingError);
    expect(() => setting(name, { [name]: value })).toThrow(`${name}=${JSON.stringify(value)}`);
  });
});

describe("checkSettings", () => {
  it("lists every invalid variable at once", () => {
    const env = { BROADMARK_WORKER_CONCURRENCY: "NaN", PORT: "http", HOST: "0.0.0.0" };
    const error = (() => {
      try {
        checkSettings(env);
      } catch (thrown) {
        return thrown as SettingError;
      }
    })();
    expect(error).toBeInstanceOf(SettingError);
    expect(error!.problems).toEqual([
      expect.stringMatching(/^PORT="http": expected a whole number/),
      expect.stringMatching(/^BROADMARK_WORKER_CONCURRENCY="NaN": /),
    ]);
  });

  it("accepts an environment of defaults", () => {
    expect(() => checkSettings({})).not.toThrow();
  });
});

describe("README's configuration table", () => {
  const readme = readFileSync(path.join(import.meta.dirname, "../../README.md"), "utf8");
  const section = readme.slice(
    readme.indexOf("## Configuration"),
    readme.indexOf("\n## ", readme.indexOf("## Configuration") + 1),
  );
  const rows = [...section.matchAll(/^\| ((?:`[A-Z0-9_]+`(?:, )?)+) \| ([^|]*) \|/gm)].flatMap((row) =>
    [...row[1]!.matchAll(/`([A-Z0-9_]+)`/g)].map((name) => ({ name: name[1]!, shown: row[2]!.trim() })),
  );
  // Read by the test suites only, not by the service.
  const TEST_SETTINGS = ["BROADMARK_FUZZ_RUNS"];

  it("lists exactly the variables of the schema", () => {
    expect(
      rows
        .map((row) => row.name)
        .filter((name) => !TEST_SETTINGS.includes(name))
        .sort(),
    ).toEqual(Object.keys(SETTINGS.shape).sort());
  });

  it("states each whole-number default as the schema has it", () => {
    const numeric = rows.filter((row) => /^`\d+`$/.test(row.shown) && !TEST_SETTINGS.includes(row.name));
    expect(numeric.length).toBeGreaterThan(10);
    for (const row of numeric)
      expect(`${row.name}=${row.shown}`).toBe(
        `${row.name}=\`${String(setting(row.name as keyof typeof SETTINGS.shape, {}))}\``,
      );
  });
});
