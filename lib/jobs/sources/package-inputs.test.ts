// Package inputs of jobs: a manifest's URL (its files fetched through the guarded fetch) and a file://
// folder under the media roots.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { probe } from "../../probe/probe";
import {
  IMF_PACKAGE,
  dashTemplateLadder,
  hlsTransportStreamLadder,
  temporaryFolder,
} from "../../probe/packages/testing/node-package-builders";
import { startFixtureServer, type FixtureServer } from "../testing/fixture-server";
import { openInput } from "./open-input";

async function probeInput(url: string) {
  const { source, siblings } = await openInput(url);
  try {
    return await probe(source, { siblings });
  } finally {
    await source.close?.();
  }
}

describe("package inputs", { timeout: 60_000 }, () => {
  const environment = { allow: process.env.PROBE_URL_ALLOW, roots: process.env.MEDIA_ROOTS };
  let roots: string;
  let dash: string;
  let hlsServer: FixtureServer;
  let imfServer: FixtureServer;
  beforeAll(async () => {
    roots = temporaryFolder("media-roots");
    hlsTransportStreamLadder(10, path.join(roots, "hls"));
    dash = dashTemplateLadder(10, path.join(roots, "dash"));
    // A playlist that names a variant on a loopback address the fetch must refuse.
    mkdirSync(path.join(roots, "refused"));
    writeFileSync(
      path.join(roots, "refused", "master.m3u8"),
      "#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1000\nhttp://127.0.0.1:9/index.m3u8\n",
    );
    process.env.PROBE_URL_ALLOW = "127.0.0.2";
    process.env.MEDIA_ROOTS = roots;
    hlsServer = await startFixtureServer("127.0.0.2", roots);
    imfServer = await startFixtureServer("127.0.0.2", IMF_PACKAGE);
  }, 120_000);
  afterAll(async () => {
    await hlsServer.close();
    await imfServer.close();
    rmSync(roots, { recursive: true, force: true });
    process.env.PROBE_URL_ALLOW = environment.allow;
    process.env.MEDIA_ROOTS = environment.roots;
  });

  it("probes an HLS ladder from its master playlist's URL, reading the files it names", async () => {
    const result = await probeInput(hlsServer.url("hls/master.m3u8"));
    expect(result.type).toBe("hls");
    expect(result.manifest).toEqual([
      "master.m3u8",
      "out_0/index.m3u8",
      "out_0/seg_000.ts",
      "out_1/index.m3u8",
      "out_1/seg_000.ts",
    ]);
    expect(result.video.map((stream) => [stream.width, stream.height])).toEqual([
      [320, 180],
      [160, 90],
    ]);
  });

  it("probes an IMF package from its ASSETMAP's URL; hashes are not checked over HTTP", async () => {
    const result = await probeInput(imfServer.url("ASSETMAP.xml"));
    expect(result).toMatchObject({ type: "imf", duration: "00:00:01.335" });
    expect(result.video[0]).toMatchObject({ format: "mjp2", width: 1920, height: 1080 });
    expect(result.$diagnostics).toBeUndefined();
  });

  it("refuses, with a diagnostic, a file a playlist names on a refused address", async () => {
    const result = await probeInput(hlsServer.url("refused/master.m3u8"));
    expect(result.$diagnostics).toEqual([
      expect.stringMatching(/^http:\/\/127\.0\.0\.1:9\/index\.m3u8 \(Media Playlist\) cannot be read: .*loopback/),
    ]);
  });

  it("probes a file:// folder under the media roots as one package", async () => {
    const result = await probeInput(pathToFileURL(dash).href);
    expect(result.type).toBe("dash");
    expect(result.manifest[0]).toBe("manifest.mpd");
  });

  it("fails a file:// folder that holds no package as not found", async () => {
    mkdirSync(path.join(roots, "empty"));
    await expect(openInput(pathToFileURL(path.join(roots, "empty")).href)).rejects.toMatchObject({
      code: "input_not_found",
    });
  });

  it("refuses a file:// folder outside the media roots", async () => {
    await expect(openInput(pathToFileURL(IMF_PACKAGE).href)).rejects.toMatchObject({ code: "input_refused" });
  });
});
