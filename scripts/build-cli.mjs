// Bundles the `broadmark` command (lib/cli/main.ts) to plain JavaScript in dist/.
// npm packages stay external: they load from node_modules, as in the web server.
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
  alias: { "@": "." },
  logLevel: "warning",
});
