// Which ffmpeg to run: FFMPEG_PATH when set, else the system's `ffmpeg` on PATH (Debian's package, the
// reference build), else the static build that the npm package @ffmpeg-installer/ffmpeg ships inside
// its platform package (no download at install time; ffmpeg 4.1 on linux-x64).
import { accessSync, constants } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { FfmpegError } from "./ffmpeg-error";
import { setting } from "../config/settings";

const INSTALL_HINT = "install it with `apt-get install ffmpeg`, or set FFMPEG_PATH to an ffmpeg executable";

/** Looked up on each call (a few access(2) calls), so a changed FFMPEG_PATH or PATH takes effect. */
export function ffmpegPath(): string {
  const configured = setting("FFMPEG_PATH");
  if (configured) {
    if (!isExecutable(configured))
      throw new FfmpegError("not_found", `FFMPEG_PATH=${configured} is not an executable file`, []);
    return configured;
  }
  const onPath = (process.env.PATH ?? "")
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, "ffmpeg"))
    .find(isExecutable);
  if (onPath) return onPath;
  const shipped = npmShippedFfmpeg();
  if (shipped) return shipped;
  throw new FfmpegError("not_found", `ffmpeg was not found: ${INSTALL_HINT}`, []);
}

function npmShippedFfmpeg(): string | undefined {
  try {
    const installer = createRequire(import.meta.url)("@ffmpeg-installer/ffmpeg") as { path: string };
    return isExecutable(installer.path) ? installer.path : undefined;
  } catch {
    return undefined; // no build for this platform: the caller reports the apt-get hint
  }
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
