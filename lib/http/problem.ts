// RFC 9457 problem details: every error the API answers, with a stable machine `code`.
import { z } from "zod";

export const ProblemBody = z
  .object({
    type: z.string().describe("urn:broadmark:problem:<code>"),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    code: z.string().describe("Stable machine-readable error code"),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .catchall(z.unknown())
  .meta({ id: "Problem" });
export type ProblemBody = z.infer<typeof ProblemBody>;

const TITLES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Content",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
  507: "Insufficient Storage",
};

/** A refusal the API answers as problem+json; `extra` adds members such as `conflicts`. */
export class Problem extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = "Problem";
  }

  toResponse(): Response {
    const body: ProblemBody = {
      type: `urn:broadmark:problem:${this.code}`,
      title: TITLES[this.status] ?? "Error",
      status: this.status,
      detail: this.detail,
      code: this.code,
      ...this.extra,
    };
    return new Response(JSON.stringify(body), {
      status: this.status,
      headers: { "content-type": "application/problem+json", ...this.headers },
    });
  }
}

export const notFound = (what: string) => new Problem(404, "not_found", `${what} does not exist`);
