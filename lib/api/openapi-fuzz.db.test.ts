// The net: for every operation of the OpenAPI document, valid and hostile path, query and body values
// (NUL and control characters, lone surrogates, 10 kB strings, extreme numbers, dates at and beyond the
// accepted range, wrong types, wrong content types). Every answer must be a documented status, errors
// must be problem+json, nothing may be 5xx, a 4xx must write nothing, and no `unhandled error` is logged.
// BROADMARK_FUZZ_RUNS sets the cases per operation (default 200).
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "../db/client";
import { log } from "../log/logger";
import { serviceOpenApi } from "./openapi";
import { call, keyFor, uniqueCode, watermarkBody } from "./testing/client";

const RUNS = Number(process.env.BROADMARK_FUZZ_RUNS ?? 200);

interface Parameter {
  name: string;
  in: "path" | "query";
  schema: { enum?: string[]; type?: string };
}
interface OperationDoc {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, unknown>;
}

const document = serviceOpenApi() as { paths: Record<string, Record<string, OperationDoc>> };
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
);

const errorLog = vi.spyOn(log, "error");
let admin: string;
const known: Record<string, string[]> = {};

beforeAll(async () => {
  admin = await keyFor("admin");
  const watermark = (
    await call("POST", "/watermarking/v1.0/measurement/watermarks", { key: admin, body: watermarkBody(uniqueCode()) })
  ).body;
  const reservation = (
    await call("POST", `/watermarking/v1.0/measurement/watermarks/${watermark.id}/linear_reservations`, {
      key: admin,
      body: { start: "2040-01-01T00:00:00Z", duration: 60 },
    })
  ).body;
  const factory = (await call("GET", "/mediaprocessing/v1.0/factories", { key: admin })).body.items[0].id;
  const keyId = (await call("GET", "/watermarking/v1.0/whoami", { key: admin })).body.key_id;
  known.watermark_id = [watermark.id];
  known.token = [reservation.token];
  known.factory_id = [factory];
  known.key_id = [keyId];
  known.job_id = ["0".repeat(32)];
  known.input_name = ["a"];
  known.output_name = ["out"];
  known.name = ["a"];
  known.kind = ["inputs", "outputs", "files"];
});

afterAll(() => {
  errorLog.mockRestore();
});

const DATES = [
  "1970-01-01T00:00:00Z",
  "1969-12-31T23:59:59Z",
  "9999-12-31T00:00:00Z",
  "9999-12-31T00:00:01Z",
  "0000-01-01T00:00:00Z",
  "+010000-01-01T00:00:00Z",
  "2030-06-30T23:59:60Z",
  "2030-02-30T12:00:00+14:00",
];

/** Strings a hostile client sends: control characters, surrogates, huge, dates, numbers as text. */
const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\u0007",
    "\u001b[2J",
    "\u007f",
    "\ud800",
    "x\udc00",
    "\t\n\r",
    "%00",
    "..%2f..%2f",
    "0x1ABCD",
  ),
  fc.constant("x".repeat(10_000)),
  fc.constantFrom(...DATES),
  fc.constantFrom("99999999999", "-1", "0", "1e400", "Infinity", "NaN", "1.5", "65535", "65536"),
  fc.constantFrom(
    "file:///etc/passwd",
    "file://otherhost/x",
    "upload://" + "0".repeat(32),
    "http://127.0.0.1/",
    "ftp://x",
  ),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -0, 0.5, 65535, 1, 3600, 86_401),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
);

function parameterValue(parameter: Parameter): fc.Arbitrary<string> {
  const valid = [...(parameter.schema.enum ?? []), ...(known[parameter.name] ?? [])];
  return valid.length > 0 ? fc.oneof(fc.constantFrom(...valid), hostileString) : hostileString;
}

// URLs cannot carry lone surrogates (they become U+FFFD) nor empty, "." or ".." path segments (no route).
const encode = (text: string) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, "\ufffd"));

function request(path: string, operation: OperationDoc) {
  const parameters = operation.parameters ?? [];
  const pathValues = fc.record(
    Object.fromEntries(
      parameters
        .filter((p) => p.in === "path")
        .map((p) => [p.name, parameterValue(p).filter((v) => !["", ".", ".."].includes(v))]),
    ),
  );
  const queryValues = fc.record(
    Object.fromEntries(parameters.filter((p) => p.in === "query").map((p) => [p.name, parameterValue(p)])),
    { requiredKeys: [] },
  );
  const jsonSchema = operation.requestBody?.content["application/json"]?.schema;
  const fields = Object.keys(jsonSchema?.properties ?? {});
  const body = operation.requestBody
    ? fc.oneof(
        fc.dictionary(fc.constantFrom(...(fields.length > 0 ? fields : ["x"])), hostileValue, {
          maxKeys: fields.length + 1,
        }),
        hostileValue,
        fc.jsonValue(),
      )
    : fc.constant(undefined);
  const contentType = fc.constantFrom(
    "application/json",
    "application/json",
    "text/yaml",
    "text/html",
    "multipart/form-data; boundary=x",
    "application/octet-stream",
    undefined,
  );
  return fc
    .record({ pathValues, queryValues, body, contentType })
    .map(({ pathValues, queryValues, body, contentType }) => {
      const url =
        path.replace(/\{(\w+)\}/g, (_, name: string) => encode(String(pathValues[name]))) +
        (Object.keys(queryValues).length > 0
          ? "?" +
            Object.entries(queryValues)
              .map(([k, v]) => `${k}=${encode(String(v))}`)
              .join("&")
          : "");
      // Other content types carry the same text: what matters is that the type is wrong.
      const raw =
        body === undefined
          ? undefined
          : typeof body === "string" && contentType !== "application/json"
            ? body
            : JSON.stringify(body);
      return { url, raw, contentType };
    });
}

async function rowCounts() {
  const client = db();
  return Promise.all([
    client.watermark.count(),
    client.linearReservation.count({ where: { status: "Active" } }),
    client.apiKey.count({ where: { revokedAt: null } }),
    client.factory.count(),
    client.job.count(),
    client.upload.count(),
  ]);
}

describe("every operation of the OpenAPI document, under hostile input", () => {
  it.each(operations)(
    "$method $path answers a documented status, problem+json errors, never 5xx, no write on 4xx",
    async ({ path, method, operation }) => {
      await fc.assert(
        fc.asyncProperty(request(path, operation), async ({ url, raw, contentType }) => {
          const before = await rowCounts();
          const response = await call(method, url, {
            key: path.includes("/results/") ? undefined : admin,
            ...(raw !== undefined ? { rawBody: raw, contentType } : {}),
          });
          expect(response.status, `${method} ${url}`).toBeLessThan(500);
          if (response.status >= 400) {
            expect(response.headers.get("content-type")).toBe("application/problem+json");
            expect([response.body.status, typeof response.body.code]).toEqual([response.status, "string"]);
            expect(await rowCounts(), `${method} ${url} answered ${response.status} but wrote`).toEqual(before);
          } else {
            expect(Object.keys(operation.responses)).toContain(String(response.status));
          }
        }),
        { numRuns: RUNS },
      );
    },
  );

  it("logged no unhandled error", () => {
    expect(errorLog.mock.calls.filter((args) => args.includes("unhandled error"))).toEqual([]);
  });
});
