// file:// inputs: a file opens with its folder beside it; anything else under a root is input_not_found
// with a reason that names the requested path, never the real one; nothing outside the roots opens.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InputError } from "../../net/input-error";
import { openFileInput } from "./file-input";

const FIXTURE = path.resolve("fixtures/media/files/gen__h264_ac3.ts");

describe("openFileInput", () => {
  const previousRoots = process.env.MEDIA_ROOTS;
  let root: string;
  let outside: string;
  const url = (name: string) => pathToFileURL(path.join(root, name)).href;

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), "broadmark-roots-"));
    outside = mkdtempSync(path.join(tmpdir(), "broadmark-outside-"));
    copyFileSync(FIXTURE, path.join(root, "clip.ts"));
    mkdirSync(path.join(root, "empty-folder"));
    execFileSync("mkfifo", [path.join(root, "pipe")]);
    copyFileSync(FIXTURE, path.join(outside, "secret.ts"));
    symlinkSync(path.join(outside, "secret.ts"), path.join(root, "escape.ts"));
    symlinkSync(path.join(root, "clip.ts"), path.join(root, "alias.ts"));
    process.env.MEDIA_ROOTS = root;
  });
  afterAll(() => {
    process.env.MEDIA_ROOTS = previousRoots;
    rmSync(root, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });

  async function refusal(name: string): Promise<InputError> {
    const error = await openFileInput(url(name)).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(error).toBeInstanceOf(InputError);
    return error as InputError;
  }

  it("opens a file, and a link to a file under the root, with the file's folder beside it", async () => {
    for (const name of ["clip.ts", "alias.ts"]) {
      const { source, siblings } = await openFileInput(url(name));
      try {
        expect(source.size).toBeGreaterThan(0);
        expect(await siblings.list()).toContain("clip.ts");
      } finally {
        await source.close();
      }
    }
  });

  it("answers input_not_found for a folder without a package, a named pipe and a missing file, naming the requested path", async () => {
    expect(await refusal("empty-folder")).toMatchObject({
      code: "input_not_found",
      message: `${path.join(root, "empty-folder")}: not a readable file or package (a folder without an ASSETMAP, MPD or HLS playlist)`,
    });
    expect(await refusal("pipe")).toMatchObject({
      code: "input_not_found",
      message: `${path.join(root, "pipe")}: not a readable file or package (not a regular file)`,
    });
    expect(await refusal("missing.ts")).toMatchObject({
      code: "input_not_found",
      message: `${path.join(root, "missing.ts")}: no such file`,
    });
  });

  it("refuses a link that leads outside the roots", async () => {
    const error = await refusal("escape.ts");
    expect(error.code).toBe("input_refused");
    expect(error.message).not.toContain(outside);
  });
});
