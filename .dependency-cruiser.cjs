// No import cycle between lib/ folders (ARCHITECTURE.md, "Dependency rules"). Each folder is collapsed to
// one node, so an ordinary cycle rule finds folder cycles: lib/a/x.ts → lib/b/y.ts → lib/a/z.ts is one
// even though no single module is on a cycle. ESLint's LAYERS (eslint.config.mjs) keep the arrows
// pointing down file by file; this checks the whole graph. Tests and lib/*/testing/ drive the layers
// from outside and may reach upward, so they are left out, and so is fixtures/: its MPEG-TS media end in
// .ts (the format's own name) but are binary, not TypeScript.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-folder-cycle",
      comment: "lib/ folders that import each other, directly or through others",
      severity: "error",
      scope: "folder",
      from: { path: "^lib/[^/]+$" },
      to: { path: "^lib/[^/]+$", circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["^fixtures/", "^lib/db/generated/", "\\.test\\.tsx?$", "^lib/[^/]+/testing/"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
  },
};
