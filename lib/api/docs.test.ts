// docs/api.md is the document the code cites: every citation must name one of its sections, every module it
// names must exist, and every API path written in it or in ARCHITECTURE.md's walkthrough must be an operation.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { operations } from "./operations";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const apiDoc = read("docs/api.md");

/** Section numbers of the headings, e.g. "2.5" of "### 2.5 The container probe object". */
const sections = new Set([...apiDoc.matchAll(/^#{2,4} (\d+(?:\.\d+)*) /gm)].map((match) => match[1]!));

/** Folders and files whose text may cite the document; generated code, media and dependencies are not read. */
const CITING = [
  "lib",
  "app",
  "components",
  "scripts",
  "e2e",
  "bin",
  "prisma",
  "docs",
  "README.md",
  "ARCHITECTURE.md",
  "eslint.config.mjs",
  "vitest.config.ts",
  "tsconfig.json",
];
const SKIPPED = new Set(["node_modules", "generated", ".next", "dist"]);
const TEXT = /\.(?:ts|tsx|mts|mjs|cjs|js|md|json|sql|prisma|css|sh)$|^broadmark$/;

function textFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return TEXT.test(path.basename(entry)) ? [entry] : [];
  return readdirSync(full, { withFileTypes: true })
    .filter((child) => !SKIPPED.has(child.name))
    .flatMap((child) => textFiles(path.join(entry, child.name)));
}

/** Every "docs/api.md §N" (and the "§M" listed after it, "§4.5, §4.6") with the file that writes it. */
function citations(file: string, text: string): { file: string; section: string }[] {
  return [...text.matchAll(/docs\/api\.md (§\d+(?:\.\d+)*(?:(?:,| and) §\d+(?:\.\d+)*)*)/g)].flatMap((match) =>
    [...match[1]!.matchAll(/§(\d+(?:\.\d+)*)/g)].map((section) => ({ file, section: section[1]! })),
  );
}

/** `GET /path` or `/path` code spans naming a service path (a query string and a `.ics`-style suffix aside). */
function apiPaths(markdown: string): { method?: string; path: string }[] {
  return [
    ...markdown.matchAll(
      /`(?:(GET|POST|PUT|PATCH|DELETE) )?(\/(?:watermarking|mediaprocessing|admin|healthz|readyz|metrics|openapi\.json)[^`\s?]*)[^`]*`/g,
    ),
  ]
    .filter((match) => !match[2]!.includes("…"))
    .map((match) => ({ method: match[1], path: match[2]! }));
}

// The OpenAPI document is served by the router itself (lib/api/router.ts), not by an operation.
const served = [...operations, { method: "GET", path: "/openapi.json" }];
const operationKeys = new Set(served.map((operation) => `${operation.method} ${operation.path}`));
const operationPaths = new Set(served.map((operation) => operation.path));
const unknownPaths = (markdown: string) =>
  apiPaths(markdown)
    .filter(({ method, path: apiPath }) =>
      method ? !operationKeys.has(`${method} ${apiPath}`) : !operationPaths.has(apiPath),
    )
    .map(({ method, path: apiPath }) => `${method ?? ""} ${apiPath}`.trim());

describe("docs/api.md", () => {
  it("numbers its sections as the code cites them (1 to 9 as the service's, then Broadmark's own)", () => {
    for (const section of [
      "1",
      "2.1",
      "2.2",
      "2.3",
      "2.4",
      "2.5",
      "3",
      "4.1",
      "4.2",
      "4.3",
      "4.4",
      "4.5",
      "4.6",
      "5",
      "6",
      "7",
      "8",
      "9",
      "10",
      "11",
    ]) {
      expect(sections, section).toContain(section);
    }
  });

  it("has every section the tree cites", () => {
    const cited = CITING.flatMap(textFiles).flatMap((file) => citations(file, read(file)));
    expect(cited.length).toBeGreaterThan(40);
    expect(cited.filter(({ section }) => !sections.has(section))).toEqual([]);
  });

  it("refers within itself only to its own sections", () => {
    const references = [...apiDoc.matchAll(/§(\d+(?:\.\d+)*)/g)].map((match) => match[1]!);
    expect(references.filter((section) => !sections.has(section))).toEqual([]);
  });

  it("names only modules and tests that exist", () => {
    const named = [...apiDoc.matchAll(/`((?:lib|app|components|scripts|e2e|bin|prisma|docs)\/[^`\s<>*]+)`/g)].map(
      (match) => match[1]!,
    );
    expect(named.length).toBeGreaterThan(100);
    expect(named.filter((file) => !existsSync(path.join(root, file)))).toEqual([]);
  });

  it("writes only API paths that the operations table serves", () => {
    expect(apiPaths(apiDoc).length).toBeGreaterThan(30);
    expect(unknownPaths(apiDoc)).toEqual([]);
  });
});

describe("ARCHITECTURE.md", () => {
  it("walks through API paths that the operations table serves", () => {
    const architecture = read("ARCHITECTURE.md");
    expect(apiPaths(architecture).length).toBeGreaterThan(0);
    expect(unknownPaths(architecture)).toEqual([]);
  });
});

describe("the citation reader", () => {
  it("reads a citation, the sections listed after it, and nothing else", () => {
    expect(
      citations("x.ts", "(docs/api.md §4.5, §4.6) and docs/api.md §2.5's list; spec 3; §7").map((c) => c.section),
    ).toEqual(["4.5", "4.6", "2.5"]);
  });
});
