// Every environment variable the service reads, in one zod schema: its type, range and default. The
// processes check the whole environment once at start (checkSettings), naming each bad variable; modules
// read one setting at the time they need it (setting), so a test that changes a variable sees the change.
// README "Configuration" lists exactly these variables, with these defaults (settings.test.ts checks it).
import { z } from "zod";

/** A whole number in [min, max], written in decimal digits. */
const whole = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .regex(/^\d+$/, `expected a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, `expected a whole number from ${min} to ${max}`)
        .max(max, `expected a whole number from ${min} to ${max}`),
    );

/** `<per second>:<burst>`, or `0` for off. */
const rate = z.string().regex(/^(0|\d+(\.\d+)?:\d+)$/, "expected <per second>:<burst> (e.g. 100:200), or 0 for off");

const flag = z.enum(["true", "false"], { error: "expected true or false" });

export const SETTINGS = z.object({
  PORT: whole(0, 65535).default(3000),
  HOST: z.string().default("127.0.0.1"),
  BROADMARK_DATA_DIR: z.string().default("data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "expected a postgres:// URL")
    .optional(),
  DATABASE_POOL_SIZE: whole(1, 1000).default(20),
  BROADMARK_ADMIN_KEY: z.string().optional(),
  BROADMARK_RATE_LIMIT: rate.default("100:200"),
  BROADMARK_AUTH_FAILURE_LIMIT: rate.default("1:20"),
  BROADMARK_MAX_CONNECTIONS: whole(0).default(800),
  BROADMARK_MAX_CONNECTIONS_PER_CLIENT: whole(0).default(256),
  BROADMARK_API_URL: z.url({ error: "expected an http(s) URL" }).optional(),
  LOG_LEVEL: z.enum(["trace", "debug", "info", "warn", "error", "fatal", "silent"]).optional(),
  BROADMARK_WORKER_CONCURRENCY: whole(1, 10_000).default(32),
  BROADMARK_WEBHOOK_CONCURRENCY: whole(1, 10_000).default(16),
  BROADMARK_WEBHOOK_ENDPOINT_CONCURRENCY: whole(1, 10_000).default(4),
  BROADMARK_RENDER_CONCURRENCY: whole(1, 1000).default(2),
  BROADMARK_START_WORKER: flag.default("true"),
  BROADMARK_DASHBOARD: flag.default("true"),
  BROADMARK_SHUTDOWN_GRACE_SECONDS: whole(0, 86_400).default(30),
  BROADMARK_METRICS_TOKEN: z.string().optional(),
  BROADMARK_WORKER_STALE_SECONDS: whole(1, 86_400).default(30),
  BROADMARK_WORKER_METRICS_PORT: whole(0, 65535).default(0),
  MEDIA_ROOTS: z.string().default("media"),
  PROBE_URL_ALLOW: z.string().default(""),
  BROADMARK_WEBHOOK_TIMEOUT_SECONDS: whole(1, 3600).default(10),
  BROADMARK_WEBHOOK_MAX_ATTEMPTS: whole(1, 100).default(10),
  BROADMARK_WEBHOOK_PAUSE_AFTER_FAILURES: whole(1).default(20),
  BROADMARK_WEBHOOK_PAUSE_AFTER_SECONDS: whole(0).default(3600),
  BROADMARK_WEBHOOK_SECRET_OVERLAP_SECONDS: whole(0, 7 * 86_400).default(86_400),
  BROADMARK_UPLOAD_LIMIT: whole(1).default(50 * 1024 ** 3),
  BROADMARK_RESULT_URL_TTL: whole(1, 7 * 86_400).default(300),
  FFMPEG_PATH: z.string().optional(),
  BROADMARK_WATERMARK_ENGINE: z.string().default("broadmark-ss"),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ENDPOINT: z.url({ error: "expected an http(s) URL" }).optional(),
  S3_FORCE_PATH_STYLE: flag.default("false"),
  S3_PREFIX: z.string().default(""),
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: z.base64({ error: "expected a base64 AES key" }).optional(),
  BROADMARK_DEPLOYMENT_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, "expected letters, digits, - and _")
    .optional(),
});

export type Settings = z.output<typeof SETTINGS>;
export type SettingName = keyof Settings;
/** The variables read: process.env, or a test's own. */
export type Environment = Readonly<Record<string, string | undefined>>;

/** An empty variable counts as unset, as in a shell's `VAR= command`. */
const given = (env: Environment, name: string) => (env[name] === "" ? undefined : env[name]);

export class SettingError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration:\n${problems.map((line) => `  ${line}`).join("\n")}`);
  }
}

function problemOf(name: string, value: string | undefined, error: z.ZodError): string {
  return `${name}=${JSON.stringify(value)}: ${error.issues[0]?.message ?? "invalid"}`;
}

/** One setting, read from the environment now; SettingError naming the variable when it is invalid. */
export function setting<Name extends SettingName>(name: Name, env: Environment = process.env): Settings[Name] {
  const value = given(env, name);
  // Read on hot paths (each request's rate limit): parsed again only when the variable's text changes.
  const last = lastParsed.get(name);
  if (last && last.value === value) return last.parsed as Settings[Name];
  const parsed = SETTINGS.shape[name].safeParse(value);
  if (!parsed.success) throw new SettingError([problemOf(name, value, parsed.error)]);
  lastParsed.set(name, { value, parsed: parsed.data });
  return parsed.data as Settings[Name];
}

const lastParsed = new Map<SettingName, { value: string | undefined; parsed: unknown }>();

/** Checks every setting at once (at a process's start): SettingError listing each invalid variable. */
export function checkSettings(env: Environment = process.env): void {
  const problems = (Object.keys(SETTINGS.shape) as SettingName[]).flatMap((name) => {
    const value = given(env, name);
    const parsed = SETTINGS.shape[name].safeParse(value);
    return parsed.success ? [] : [problemOf(name, value, parsed.error)];
  });
  if (problems.length > 0) throw new SettingError(problems);
}
