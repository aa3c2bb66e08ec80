import fc from "fast-check";
import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import { endText, EARLIEST_INSTANT, LATEST_INSTANT } from "./broadcast-time";

/** The end as Temporal writes it: the reference endText must agree with. */
function temporalEnd(start: string, seconds: number): string {
  const end = Temporal.Instant.from(start).add({ seconds });
  if (start.endsWith("Z")) return end.toString();
  return end.toZonedDateTimeISO(start.slice(-6)).toString({ timeZoneName: "never" });
}

const two = (n: number) => String(n).padStart(2, "0");
const offsets = fc.oneof(
  fc.constant("Z"),
  fc.constant("-00:00"),
  fc
    .tuple(fc.constantFrom("+", "-"), fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
    .map(([sign, h, m]) => `${sign}${two(h)}:${two(m)}`),
);
const [earliest, latest] = [EARLIEST_INSTANT, LATEST_INSTANT].map(
  (t) => Date.parse(t) + 86_400_000 * (t === EARLIEST_INSTANT ? 1 : -2),
);
const starts = fc
  .tuple(fc.integer({ min: earliest!, max: latest! }), offsets, fc.constantFrom("minutes", "seconds", "millis"))
  .map(([ms, offset, precision]) => {
    const instant = Temporal.Instant.fromEpochMilliseconds(
      precision === "millis" ? ms : Math.floor(ms / 60_000) * 60_000 + (precision === "seconds" ? (ms % 60) * 1000 : 0),
    );
    const local =
      offset === "Z"
        ? instant.toString()
        : instant.toZonedDateTimeISO(offset.replace("-00:00", "+00:00")).toString({ timeZoneName: "never" });
    const written = offset === "Z" ? local : `${local.slice(0, -6)}${offset}`;
    return precision === "minutes" ? written.replace(/:00(?=Z|[+-])/, "") : written;
  });

describe("endText", () => {
  it("writes the end as Temporal does, for any start, offset and duration", () => {
    fc.assert(
      fc.property(starts, fc.integer({ min: 1, max: 86_400 }), (start, seconds) => {
        expect(endText(start, seconds)).toBe(temporalEnd(start, seconds));
      }),
      { numRuns: 2000 },
    );
  });

  it("keeps the written offset, drops trailing zeros of the fraction and crosses dates", () => {
    expect(endText("2045-07-05T22:30:00.250+02:00", 95)).toBe("2045-07-05T22:31:35.25+02:00");
    expect(endText("2026-12-31T23:30:00Z", 3600)).toBe("2027-01-01T00:30:00Z");
    expect(endText("2026-12-24T20:00-05:00", 1800)).toBe("2026-12-24T20:30:00-05:00");
    expect(endText("2026-03-01T00:10:00.100-00:00", 1)).toBe("2026-03-01T00:10:01.1+00:00");
  });
});
