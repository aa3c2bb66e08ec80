// The probe summary a QA engineer reads first, on the local-file probe page (probed in the browser, no
// job): one file per container format, the PSI map of transport streams, the compare view's per-line
// differences, and a screenshot of each summary under test-results/probe-summary/ to look at.
import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, newKey, signIn } from "./dashboard";

const FIXTURES = "fixtures/media/files";
const SHOTS = "test-results/probe-summary";

async function probeLocally(page: Page, file: string) {
  await page.goto("/probe");
  await page.getByLabel("Media file or probe report").setInputFiles(`${FIXTURES}/${file}`);
  const summary = page.getByTestId("probe-summary");
  // Probing runs in the page: on a busy machine it may take several seconds.
  await expect(
    summary.getByRole("heading", { name: new RegExp(`Summary.*${file.replace(/[.]/g, "\\.")}`) }),
  ).toBeVisible({ timeout: 60_000 });
  return summary;
}

test.beforeEach(async ({ page, request }) => {
  test.setTimeout(180_000);
  const { key } = await newKey(request, "qa");
  await signIn(page, key);
});

// Expected lines as the references give them (fixtures/media/reference: ffprobe and MediaInfo).
const FORMATS = [
  {
    file: "gen__mpeg2_422_576i_mp2eng_tc.ts",
    container: 'MPEG-2 transport stream, 188-byte packets, 1.43 MiB, 00:00:02.016, 6.0 Mb/s overall, program 1 "GenSD"',
    streams: [
      [
        "Video #0",
        "PID 0x0100 (256)",
        "MPEG-2 Video 4:2:2@Main, 720×576i, top field first, DAR 16:9, 25 fps, 4:2:2 8-bit, 5.0 Mb/s maximum",
      ],
      ["Audio #0", "PID 0x0101 (257)", "MPEG Audio, 2.0 (L R), 48 kHz, eng, 256 kb/s"],
    ],
  },
  {
    file: "bmx__sample.mxf",
    container: "MXF OP1a, 542.56 KiB, 00:00:00.080, 55.6 Mb/s overall",
    streams: [
      [
        "Video #0",
        "track 2",
        /^MPEG-2 Video 4:2:2@Main, 720×608i, top field first, DAR [0-9:]+, 25 fps, 4:2:2 8-bit, BT\.601 625, 50\.0 Mb\/s maximum$/,
      ],
      ["Audio #0", "track 3", "PCM 24-bit, 4 ch, 48 kHz, 4.6 Mb/s"],
    ],
  },
  {
    file: "pmi__sample.mp4",
    container: "MPEG-4 (ISO base media file format), 395.08 KiB, 00:00:00.980, 3.3 Mb/s overall",
    streams: [
      ["Video #0", "track 1", /^AVC \(H\.264\) High@L4, 1920×1080p, DAR [0-9.:]+, 23\.98 fps, 4:2:0 8-bit, BT\.709$/],
      ["Audio #0", "track 2", "AAC, 2.0 (L R), 48 kHz"],
    ],
  },
  {
    file: "gen__bwf_pcm24_bext.wav",
    container: "Broadcast Wave (BWF), 281.95 KiB, 00:00:01.000, 2.3 Mb/s overall",
    streams: [["Audio #0", "—", "PCM 24-bit, 2.0 (L R), 48 kHz, 2.3 Mb/s"]],
  },
  {
    file: "ebml__test.webm",
    container: /^WebM, 214\.30 KiB, 00:00:06\.042, /,
    streams: [
      ["Video #0", "track 1", "VP8, 320×240, DAR 4:3, 30.12 fps"],
      ["Audio #0", "track 2", "Vorbis, 2.0 (L R), 44.1 kHz, eng, 64 kb/s"],
    ],
  },
  {
    file: "gen__h264_annexb.264",
    container: "H.264 Annex B byte stream, 26.10 KiB, 00:00:02.000, 107 kb/s overall",
    streams: [["Video #0", "—", "AVC (H.264) High@L1.3, 320×240p, DAR 4:3, 25 fps, 4:2:0 8-bit"]],
  },
] as const;

for (const format of FORMATS) {
  test(`summary of ${format.file}`, async ({ page }) => {
    const summary = await probeLocally(page, format.file);
    await expect(summary.getByTestId("summary-container")).toHaveText(format.container);
    const rows = summary.getByTestId("summary-streams").locator("tbody tr");
    await expect(rows).toHaveCount(format.streams.length);
    for (const [i, [title, id, details]] of format.streams.entries()) {
      await expect(rows.nth(i).getByRole("rowheader")).toHaveText(title);
      await expect(rows.nth(i).locator("td").nth(0)).toHaveText(id);
      await expect(rows.nth(i).locator("td").nth(1)).toHaveText(details);
    }
    // Every container gets a timeline with one bar per timed stream, above the tree.
    await expect(summary.getByTestId("summary-timeline").getByRole("listitem")).toHaveCount(format.streams.length);
    await expect(page.getByRole("tree")).toBeVisible();
    await summary.screenshot({ path: `${SHOTS}/${format.file}.png` });
  });
}

test("a transport stream's PSI map: programs with service names → PIDs → streams; warnings as an alert", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "dark" });
  const summary = await probeLocally(page, "tsduck__test-018.ts");
  const psi = summary.getByTestId("psi-map");
  await expect(psi.getByRole("heading", { name: "PSI map: programs → PIDs → streams" })).toBeVisible();
  // ffprobe: program 1 "Italia 1" (Mediaset), pmt_pid 256, pcr_pid 1620 (0x654), first stream PID 0x654.
  const first = psi
    .getByRole("listitem")
    .filter({ hasText: 'Program 1 "Italia 1" (Mediaset), PMT 0x0100, PCR 0x0654' });
  await expect(first.getByRole("listitem").first()).toHaveText("PID 0x0654 (1620)→Video #0 MPEG-2 Video");
  await expect(psi.getByText('Program 3 "Rete 4" (Mediaset)')).toBeVisible();
  await expect(summary.getByRole("alert")).toContainText("program 3: no program map table found on PID 258");
  await summary.screenshot({ path: `${SHOTS}/psi-map-tsduck__test-018.ts.dark.png` });
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: "light" });
  const single = await probeLocally(page, "gen__mpeg2_422_576i_mp2eng_tc.ts");
  await expect(single.getByTestId("psi-map")).toContainText('Program 1 "GenSD" (ffmpeg), PMT 0x1000, PCR 0x0100');
  await single.getByTestId("psi-map").screenshot({ path: `${SHOTS}/psi-map-gen__mpeg2_422_576i_mp2eng_tc.ts.png` });
});

test("the compare view highlights the summary lines that differ", async ({ page }) => {
  await page.goto("/probe/compare");
  await page.getByLabel("First report").setInputFiles(`${FIXTURES}/gen__h264_ac3.ts`);
  await page.getByLabel("Second report").setInputFiles(`${FIXTURES}/gen__h264_ac3_192byte.m2ts`);
  const compare = page.getByTestId("summary-compare");
  await expect(compare.getByRole("heading", { name: /Summary/ })).toBeVisible({ timeout: 60_000 });
  const video = compare.locator("tbody tr").filter({ has: page.getByRole("rowheader", { name: /^Video #0/ }) });
  // ffprobe: 320x240 in the first file, 640x360 in the second: the line differs and the sizes are marked.
  await expect(video).toHaveAttribute("data-diff", "changed");
  await expect(video.locator("mark").filter({ hasText: "320×240p" })).toBeVisible();
  await expect(video.locator("mark").filter({ hasText: "640×360p" })).toBeVisible();
  await expect(
    compare.locator("tbody tr").filter({ has: page.getByRole("rowheader", { name: /^Audio #0/ }) }),
  ).toHaveAttribute("data-diff", /changed|same/);
  await expectAccessible(page);
  await compare.screenshot({ path: `${SHOTS}/compare.png` });
});
