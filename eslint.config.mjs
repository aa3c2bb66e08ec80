import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: [".next/**", "node_modules/**", "dist/**", "data/**", "fixtures/**", "bench-out/**", "lib/db/generated/**", "next-env.d.ts", "test-results/**", "playwright-report/**"],
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  // Architecture rules (PRODUCT.md): the prober runs in browsers, so only its node-*.ts files may use
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
          ],
        },
      ],
    },
  },
  {
    files: ["components/**/*.{ts,tsx}", "app/(dashboard)/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ regex: "lib/db(/|$)", message: "pages and components never import lib/db" }] }],
    },
  },
];

export default config;
