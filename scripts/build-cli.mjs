// Bundles the `broadmark` command (lib/cli/main.ts) to plain JavaScript in dist/.
// npm packages stay external: they load from node_modules, as in the web server. Start-up is what a CLI
// user waits for: each subcommand and each container parser of the prober is its own chunk, loaded by
// dynamic import only when used, and the code is minified (less to read and parse; the linked source
// maps give the original positions under `node --enable-source-maps`).
import { rmSync } from "node:fs";
import { build } from "esbuild";

rmSync("dist", { recursive: true, force: true });

await build({
  entryPoints: { cli: "lib/cli/main.ts" },
  outdir: "dist",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  sourcemap: "linked",
  minify: true,
  alias: { "@": "." },
  logLevel: "warning",
});
