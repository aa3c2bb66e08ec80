// import.meta.url in dist/probe.cjs (scripts/build-cli.mjs): CommonJS has no import.meta, so the bundle's
// own URL stands for it (a package resolved from it is found alike). Injected as a module, after the
// bundle's "use strict", which a banner line would have turned into a mere string.
import { pathToFileURL } from "node:url";

export const importMetaUrl = pathToFileURL(__filename).href;
