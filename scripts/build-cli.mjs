// Bundles the `broadmark` command (lib/cli/main.ts) to plain JavaScript in dist/.
// npm packages stay external: they load from node_modules, as in the web server. Start-up is what a CLI
// user waits for: each subcommand and each container parser of the prober is its own chunk, loaded by
// dynamic import only when used, and the code is minified (less to read and parse; the linked source
// maps give the original positions under `node --enable-source-maps`).
// `--if-available` (postinstall): an install without dev dependencies has no esbuild; it then builds
// nothing and says so, and `bin/broadmark` tells the user to run `npm run build`.
import { rmSync } from "node:fs";

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

await esbuild.build({
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
