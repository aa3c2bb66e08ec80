// Bundles the `broadmark` command (lib/cli/main.ts) to plain JavaScript in dist/.
// npm packages stay external: they load from node_modules, as in the web server. Start-up is what a CLI
// user waits for: each subcommand and each container parser of the prober is its own chunk, loaded by
// dynamic import only when used, and the code is minified (less to read and parse; the linked source
// maps give the original positions under `node --enable-source-maps`).
// `broadmark probe` is built a second time, as one CommonJS file (dist/probe.cjs) with its compiled code
// beside it (dist/probe.cjs.cache, bin/code-cache.cjs), which bin/broadmark runs instead: one file spares
// the module loader's resolving and reading of some forty chunks, the cache V8's parsing and compiling, and
// a probe's process start-up is what the comparison with ffprobe is about (npm run bench -- probe).
// `--if-available` (postinstall): an install without dev dependencies has no esbuild; it then builds
// nothing and says so, and `bin/broadmark` tells the user to run `npm run build`.
import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const optional = process.argv.includes("--if-available");
let esbuild;
try {
  esbuild = await import("esbuild");
} catch (error) {
  if (!optional) throw error;
  process.stdout.write(
    "broadmark: esbuild is not installed, the command line is not built (npm run build builds it)\n",
  );
  process.exit(0);
}

rmSync("dist", { recursive: true, force: true });

const common = { bundle: true, platform: "node", target: "node20", sourcemap: "linked", minify: true };
const alias = { "@": "." };

await esbuild.build({
  ...common,
  entryPoints: { cli: "lib/cli/main.ts" },
  outdir: "dist",
  splitting: true,
  format: "esm",
  packages: "external",
  alias,
  logLevel: "warning",
});

const probe = path.resolve("dist/probe.cjs");
await esbuild.build({
  ...common,
  entryPoints: ["lib/cli/probe-main.ts"],
  outfile: probe,
  format: "cjs",
  // import() of what stays outside (node:crypto for IMF hashes) becomes require(): a script run through
  // the code cache has no module loader of its own to resolve it.
  supported: { "dynamic-import": false },
  // The packages only --spec, --analyze and XML manifests use are required when used; the rest is bundled.
  external: ["zod", "yaml", "fast-xml-parser"],
  define: { "import.meta.url": "importMetaUrl" },
  inject: ["scripts/cli/import-meta-url.mjs"],
  alias,
  logLevel: "warning",
});
createRequire(import.meta.url)("../bin/code-cache.cjs").writeCache(probe);
// Then probed once per sample, each run adding the functions it compiled to the cache: transport streams,
// the broadcast case (SD MPEG-2 with MPEG audio, HD H.264 with AC-3). Other containers compile as before.
// Without the samples (an install without fixtures), the cache holds the top level only.
for (const sample of ["gen__mpeg2_422_576i_mp2eng_tc.ts", "gen__h264_ac3.ts"]) {
  const file = path.join("fixtures/media/files", sample);
  if (!existsSync(file)) continue;
  const env = { ...process.env, BROADMARK_WRITE_CODE_CACHE: "1" };
  const { status } = spawnSync(process.execPath, ["bin/broadmark", "probe", file], { stdio: "ignore", env });
  if (status !== 0) throw new Error(`bin/broadmark probe ${file} failed (exit ${status})`);
}
