import { readdir } from "node:fs/promises";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { migrate } from "./migrate";
import { withFreshDatabase } from "./testing/fresh-database";

describe("migrate", () => {
  it("applies every migration exactly once when five processes start at the same time", async () => {
    const migrations = await readdir("prisma/migrations");
    await withFreshDatabase(async (url) => {
      const results = await Promise.all(Array.from({ length: 5 }, () => migrate(url)));
      const applied = results.flatMap((result) => result.applied).sort();
      expect(applied).toEqual(migrations.sort());
      expect((await migrate(url)).applied).toEqual([]);
    });
  });

  it("refuses a migration whose file changed after it was applied", async () => {
    await withFreshDatabase(async (url) => {
      await migrate(url);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query("UPDATE broadmark_migration SET checksum = repeat('0', 64)");
      await client.end();
      await expect(migrate(url)).rejects.toThrow(/was changed after it was applied/);
    });
  });
});
