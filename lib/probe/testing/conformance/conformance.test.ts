// Ours vs ffprobe vs MediaInfo on the corpus: every field where the references agree must agree with us,
// and every disagreement with either reference must carry a written reason (reasons.ts).
import { describe, expect, it } from "vitest";
import { judgeFixtures, staleReasons, unexplained, unjustifiedBothAgree } from "./conformance";
import { CONFORMANCE_FIXTURES } from "./conformance-fixtures";
import { ffprobeJson } from "./node-compare";
import { PENDING_FIXTURES } from "./pending-fixtures";

/** Every listed fixture but those pending a prober fix (pending-fixtures.ts, printed by `npm run conformance`). */
const HELD = CONFORMANCE_FIXTURES.filter(({ file }) => !(file in PENDING_FIXTURES));

const describeRow = (r: {
  file: string;
  stream: string;
  field: string;
  ours: unknown;
  ffprobe: unknown;
  mediainfo: unknown;
}) =>
  `${r.file} ${r.stream} ${r.field}: ours ${String(r.ours)}, ffprobe ${String(r.ffprobe)}, MediaInfo ${String(r.mediainfo)}`;

describe("conformance with ffprobe and MediaInfo", async () => {
  const rows = await judgeFixtures(HELD);

  it("compares every listed fixture that a reference finds streams in (table-only captures have none)", () => {
    for (const { file } of HELD) {
      const streams = ffprobeJson(`fixtures/media/reference/ffprobe/${file}.json`).streams ?? [];
      expect(
        rows.some((r) => r.file === file) ||
          !streams.some((s) => ["video", "audio", "subtitle"].includes(String(s.codec_type ?? ""))),
        file,
      ).toBe(true);
    }
  });

  it("agrees wherever both references agree, or shows with evidence that both are wrong", () => {
    const failing = unexplained(rows).filter((r) => r.referencesAgree);
    expect(failing.map(describeRow)).toEqual([]);
    // Only "references are wrong" with evidence that shows our value, or an accepted known gap.
    expect(unjustifiedBothAgree(rows)).toEqual([]);
  });

  it("explains every disagreement with either reference", () => {
    expect(unexplained(rows).map(describeRow)).toEqual([]);
  });

  it("lists as pending only fixtures that are compared", () => {
    const listed = new Set(CONFORMANCE_FIXTURES.map((f) => f.file));
    expect(Object.keys(PENDING_FIXTURES).filter((file) => !listed.has(file))).toEqual([]);
  });

  it("keeps no reason that explains nothing any more", () => {
    expect(staleReasons(rows).map((r) => `${r.file} ${r.stream ?? "*"} ${r.field} (${r.reference})`)).toEqual([]);
  });
});
