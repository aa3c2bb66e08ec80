// The migration that brings in the code rules stops on a registry that already contradicts them,
// names what contradicts, and applies once the digits are corrected.
import { cp, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { expect, it } from "vitest";
import { migrate } from "../db/migrate";
import { withFreshDatabase } from "../db/testing/fresh-database";

const RULE = "20261127000000_watermark_catalogue";

it("stops on contradicting check digits, naming the code and its watermarks, and applies once they are corrected", async () => {
  const earlier = await mkdtemp(path.join(tmpdir(), "migrations-"));
  for (const name of (await readdir("prisma/migrations")).filter((name) => name < RULE)) {
    await cp(path.join("prisma/migrations", name), path.join(earlier, name), { recursive: true });
  }
  try {
    await withFreshDatabase(async (url) => {
      await migrate(url, earlier);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(
          "INSERT INTO api_key (id, name, role, key_hash, key_prefix, created_at_ns) VALUES (repeat('k', 32), 'k', 'admin', repeat('0', 64), 'bmk_', 0)",
        );
        const insert =
          "INSERT INTO watermark (id, type, name, sid, sid_check_digits, csid, csid_value, csid_check_digits, status, created_at_ns, created_by_key_id) VALUES ";
        await client.query(
          insert +
            `(repeat('a', 32), 'Linear', 'A', 700, 'AB', '0x1AAAA', ${0x1aaaa}, '11', 'Active', 1, repeat('k', 32)),
             (repeat('b', 32), 'Linear', 'B', 700, 'XY', '0x1BBBB', ${0x1bbbb}, '22', 'Active', 2, repeat('k', 32)),
             (repeat('c', 32), 'Linear', 'C', 701, 'CD', '0x1aaaa', ${0x1aaaa}, '33', 'Active', 3, repeat('k', 32))`,
        );
        const refusal = migrate(url);
        await expect(refusal).rejects.toThrow(/sid 700 has AB \(watermark a{32}\), XY \(watermark b{32}\)/);
        await expect(refusal).rejects.toThrow(/csid 0x1AAAA has 11 \(watermark a{32}\), 33 \(watermark c{32}\)/);
        const columns = await client.query(
          "SELECT 1 FROM information_schema.columns WHERE table_name = 'watermark' AND column_name = 'house_number'",
        );
        expect(columns.rowCount).toBe(0);

        await client.query("UPDATE watermark SET sid_check_digits = 'AB' WHERE id = repeat('b', 32)");
        await client.query("UPDATE watermark SET csid_check_digits = '11' WHERE id = repeat('c', 32)");
        expect((await migrate(url)).applied).toContain(RULE);
        await expect(
          client.query(
            insert + "(repeat('d', 32), 'Linear', 'D', 700, 'ZZ', '0x1DDDD', 1, '44', 'Active', 4, repeat('k', 32))",
          ),
        ).rejects.toThrow(/watermark_sid_check_digits/);
      } finally {
        await client.end();
      }
    });
  } finally {
    await rm(earlier, { recursive: true });
  }
});
