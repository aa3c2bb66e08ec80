// Aired-content verification as an operator does it: upload a recording, name the reservation it should
// carry, submit with the keyboard, and read the timeline and the verdict (which slot, which code, where
// missing). The recording is pink noise whose first 20 s are marked with the reservation's code by
// `broadmark watermark embed` (the configured engine's embed), followed by 8 s of unmarked noise (steady
// noise has no quiet cells for the mark: 4 blocks, not the 2-block edge of the engine's reach).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { expectAccessible, newKey, newWatermark, reserveByApi, signIn } from "./dashboard";

const SLOT_START = "2033-05-01T20:00:00Z";
const FFMPEG = ["-hide_banner", "-loglevel", "error", "-y"];
const noise = (seconds: number, seed: number, file: string) =>
  execFileSync("ffmpeg", [
    ...FFMPEG,
    "-f",
    "lavfi",
    "-i",
    `anoisesrc=color=pink:amplitude=0.3:seed=${seed}:duration=${seconds}:sample_rate=48000`,
    "-ac",
    "2",
    "-c:a",
    "pcm_s24le",
    file,
  ]);

function airedRecording(dir: string, code: { sid: number; csid: string }): string {
  noise(20, 1, path.join(dir, "programme.wav"));
  noise(8, 2, path.join(dir, "tail.wav"));
  execFileSync("node", [
    "bin/broadmark",
    "watermark",
    "embed",
    "--sid",
    String(code.sid),
    "--csid",
    code.csid,
    "--start",
    SLOT_START,
    path.join(dir, "programme.wav"),
    path.join(dir, "marked.wav"),
  ]);
  const aired = path.join(dir, "aired.wav");
  execFileSync("ffmpeg", [
    ...FFMPEG,
    "-i",
    path.join(dir, "marked.wav"),
    "-i",
    path.join(dir, "tail.wav"),
    "-filter_complex",
    "concat=n=2:v=0:a=1",
    "-c:a",
    "pcm_s24le",
    aired,
  ]);
  return aired;
}

test("an operator checks a recording against its reservation and sees which slot, which code, and where it was missing", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(path.join(tmpdir(), "broadmark-detect-e2e-"));
  try {
    const { key } = await newKey(request, "scheduler");
    const watermark = await newWatermark(request, key, `Evening news ${Date.now()}`);
    const reservation = await reserveByApi(request, key, watermark.id, SLOT_START, 600);
    const aired = airedRecording(dir, watermark);

    await signIn(page, key);
    await page.getByRole("link", { name: "Verify aired content" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Verify aired content" })).toBeVisible();
    await expectAccessible(page);

    // A mistyped reservation id is named under its field, and nothing is submitted.
    await page.getByLabel("Expected reservations").fill("not-an-id");
    await page.getByLabel("Expected reservations").press("Enter");
    await expect(page.getByText("reservations are reservation ids (32 lowercase hex digits)")).toBeVisible();

    await page.getByLabel("Upload a recording").setInputFiles(aired);
    await expect(page.getByLabel("Recording to search")).toHaveValue(/^upload:\/\/[0-9a-f]{32}$/);
    await page.getByLabel("Expected reservations").fill(reservation.id);
    await page.getByLabel("Expected reservations").press("Enter");
    await expect(page).toHaveURL(/\/jobs\/[0-9a-f]{32}\/[0-9a-f]{32}$/);
    await expect(page.getByTestId("job-status")).toHaveText("Completed", { timeout: 60_000 });

    const timeline = page.getByRole("region", { name: "Watermark timeline of aired" });
    // However many blocks the engine fits in the marked 20 s, all are in the slot, and the unmarked tail is one gap.
    await expect(
      timeline.getByRole("img", {
        name: /^Timeline of aired: ([1-9]) blocks, \1 in their slot, 1 span\(s\) without a block$/,
      }),
    ).toBeVisible();
    const verdicts = timeline.getByRole("table", { name: "Verdicts for aired" });
    const row = verdicts.getByRole("row").filter({ hasText: watermark.name });
    await expect(row.getByRole("cell")).toHaveText([
      "Matches its slot",
      `${watermark.sid} / ${watermark.csid.toUpperCase().replace("0X", "0x")}`,
      watermark.name,
      "2033-05-01 20:00:00 – 20:10:00",
      /^([1-9]) of \1$/,
      /^0:\d\d\.\d–0:28\.0$/,
    ]);
    await expectAccessible(page);
    await page.screenshot({ path: "test-results/detect-timeline.png", fullPage: true });

    await timeline.getByText(/^All \d blocks$/).click();
    await expect(timeline.getByRole("cell", { name: SLOT_START })).toBeVisible();
    // Every registered engine version searched the recording; its blocks are the default version's marks.
    const first = timeline.getByRole("row").filter({ hasText: SLOT_START });
    await expect(first.getByRole("cell").last()).toHaveText("3.0.0");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
