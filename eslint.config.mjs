import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

// The layers of lib/, lowest first: a folder imports only folders of lower layers (never its own layer's
// others, never above), so the folder graph has no cycle (.dependency-cruiser.cjs, run by `npm run lint`,
// checks the whole graph). lib/probe sits below everything and imports nothing else of the project (its
// own rule below). Tests and lib/*/testing/ may reach upward: they drive the layers from outside.
const LAYERS = [
  ["config"],
  ["watermark-engine", "render", "log", "ids", "time", "net"],
  ["storage", "db"],
  ["keys", "events"],
  ["http"],
  ["paging", "health", "metrics"],
  ["watermarks", "key-management"],
  ["reservations"],
  ["schedules", "delivery-specs"],
  ["jobs"],
  ["webhooks"],
  ["api", "client", "worker"],
  ["cli", "dashboard"],
];
// Imports no layer may make, whatever its place. ESLint keeps only the last matching config's options of a
// rule, so each config below lists every pattern that applies to its files.
const neverApp = {
  regex: "^@/app/|^(\\.\\./)+app/",
  message: "lib/ and components/ never import app/: the dashboard's server side is lib/dashboard",
};
const libNeverComponents = {
  regex: "^@/components/|^(\\.\\./)+components/",
  message: "lib/ never imports components/",
};
const neverDb = {
  regex: "lib/db(/|$)",
  message:
    "pages, components and lib/dashboard never import lib/db: the dashboard calls the API over HTTP (lib/client)",
};
// Test tooling (testing/ folders: fixtures, conformance, fuzzing) drives the code from outside and is never
// imported by what ships, so it stays out of the server build and the browser's bundle.
const neverTesting = {
  regex: "(^|/)testing(/|$)",
  message: "shipped code never imports test tooling (testing/ folders)",
};
const LAYER_EXTRA = { dashboard: [neverDb] };
const folderPath = (folders) => new RegExp(`^(?:@/lib/|(?:\\.\\./)+)(?:${folders.join("|")})(?:/|$)`).source;
const layerRules = LAYERS.flatMap((layer, index) =>
  layer.map((folder) => {
    const above = LAYERS.slice(index)
      .flat()
      .filter((other) => other !== folder);
    return {
      files: [`lib/${folder}/**/*.{ts,tsx}`],
      ignores: ["lib/**/*.test.ts", "lib/*/testing/**"],
      rules: {
        "no-restricted-imports": [
          "error",
          {
            patterns: [
              ...(above.length > 0
                ? [
                    {
                      regex: folderPath(above),
                      message: `lib/${folder} imports only lower layers (see LAYERS in eslint.config.mjs)`,
                    },
                  ]
                : []),
              neverApp,
              libNeverComponents,
              neverTesting,
              ...(LAYER_EXTRA[folder] ?? []),
            ],
          },
        ],
      },
    };
  }),
);

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      "dist/**",
      "data/**",
      "fixtures/**",
      "bench-out/**",
      "lib/db/generated/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  // bin/ is CommonJS (bin/package.json): V8's code cache, which the probe command starts through, is
  // offered to scripts only on Node 20 (bin/code-cache.cjs).
  { files: ["bin/*.cjs"], rules: { "@typescript-eslint/no-require-imports": "off" } },
  {
    files: ["lib/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [neverApp, libNeverComponents] }] },
  },
  {
    files: ["lib/**/*.{ts,tsx}"],
    ignores: ["lib/**/*.test.ts", "lib/**/testing/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [neverApp, libNeverComponents, neverTesting] }] },
  },
  // Architecture rules (ARCHITECTURE.md, "Dependency rules"): the prober runs in browsers, so only its node-*.ts files may use
  // Node built-ins, and it depends on nothing else of lib/; pages and components never reach the database.
  {
    files: ["lib/probe/**/*.ts"],
    ignores: ["lib/probe/**/node-*.ts", "lib/probe/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "^node:", message: "lib/probe runs in browsers: Node-only code belongs in node-*.ts files" },
            { regex: "^@/", message: "lib/probe imports nothing else of the project" },
            neverApp,
            libNeverComponents,
            neverTesting,
          ],
        },
      ],
    },
  },
  ...layerRules,
  {
    files: ["components/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [neverDb, neverApp, neverTesting] }] },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [neverDb, neverTesting] }] },
  },
];

export default config;
