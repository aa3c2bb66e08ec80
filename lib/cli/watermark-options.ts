// Option parsing shared by `broadmark watermark detect` and `embed`: every mistake is a UsageError (exit 64).
import { parseArgs, type ParseArgsConfig } from "node:util";

export class UsageError extends Error {}

export function parseOptions<Options extends NonNullable<ParseArgsConfig["options"]>>(
  args: string[],
  options: Options,
) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** A whole number option within [min, max], or its default. */
export function wholeOption(
  name: string,
  text: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max)
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}`);
  return value;
}
