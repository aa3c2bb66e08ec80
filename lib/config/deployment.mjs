// What makes one deployment of the dashboard recognise the pages of another build of the same code
// (plain JavaScript: next.config.js reads it before anything is compiled).
// - The server actions key: Next.js derives each server action's id from it and encrypts bound values
//   with it. Generated once per installation (kept in the data directory, mode 0600) unless
//   NEXT_SERVER_ACTIONS_ENCRYPTION_KEY is set, so every build and every server process agree.
// - The deployment id: a digest of the sources the build compiles, so two builds of the same code are
//   one deployment, and a page of another build is known to be one (BROADMARK_DEPLOYMENT_ID overrides).
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const KEY_FILE = "server-actions-key";

/** The base64 AES-256 key server actions use: the environment's, else the data directory's (created once). */
export function serverActionsKey(dataDirectory) {
  if (process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY) return process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY;
  const file = path.join(dataDirectory, KEY_FILE);
  try {
    return readFileSync(file, "utf8").trim();
  } catch (error) {
    if (error.code !== "ENOENT") throw error;
  }
  mkdirSync(dataDirectory, { recursive: true });
  try {
    // "wx": when two processes start at once, the first one's key is the key.
    writeFileSync(file, `${randomBytes(32).toString("base64")}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if (error.code !== "EEXIST") throw error;
  }
  return readFileSync(file, "utf8").trim();
}

// What the build compiles (tests, generated clients and build output are not sources of a deployment).
const SOURCES = [
  "app",
  "components",
  "lib",
  "prisma",
  "proxy.ts",
  "next.config.js",
  "package-lock.json",
  "tsconfig.json",
  "postcss.config.mjs",
];
const NOT_SOURCES = /(\.test\.tsx?$)|(^lib\/db\/generated\/)/;

function sourceFiles(root, relative) {
  const absolute = path.join(root, relative);
  let entries;
  try {
    entries = readdirSync(absolute, { withFileTypes: true });
  } catch (error) {
    if (error.code === "ENOTDIR") return [relative];
    if (error.code === "ENOENT") return [];
    throw error;
  }
  return entries.flatMap((entry) => sourceFiles(root, path.posix.join(relative, entry.name)));
}

/** The deployment id of the sources under `root`: BROADMARK_DEPLOYMENT_ID, else a digest of them. */
export function sourceDeploymentId(root) {
  if (process.env.BROADMARK_DEPLOYMENT_ID) return process.env.BROADMARK_DEPLOYMENT_ID;
  const digest = createHash("sha256");
  const files = SOURCES.flatMap((source) => sourceFiles(root, source))
    .filter((file) => !NOT_SOURCES.test(file))
    .sort();
  for (const file of files)
    digest
      .update(`${file}\0`)
      .update(readFileSync(path.join(root, file)))
      .update("\0");
  return `bm-${digest.digest("hex").slice(0, 20)}`;
}

/** The deployment id the build in `distDir` was made with (undefined before the first build). */
export function builtDeploymentId(distDir) {
  try {
    return (
      JSON.parse(readFileSync(path.join(distDir, "required-server-files.json"), "utf8")).config.deploymentId ||
      undefined
    );
  } catch {
    return undefined;
  }
}
