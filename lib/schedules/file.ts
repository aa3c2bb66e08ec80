// An uploaded schedule or as-run log: BXF (application/xml) or CSV (text/csv), at most 5 MiB, read into
// events; a malformed file is refused as a whole (400 naming the line) before anything is written.
import { Problem } from "../http/problem";
import { readTextBody } from "../http/body";
import { readBxf } from "./bxf";
import { readCsv } from "./csv";
import { MalformedFile, type FileEvent } from "./event";

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
const FORMATS: Record<string, "bxf" | "csv"> = { "application/xml": "bxf", "text/xml": "bxf", "text/csv": "csv" };

/** NUL and the control characters XML and CSV never need (PostgreSQL cannot store NUL in the kept rows). */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export async function readEventsFile(
  request: Request,
  timeZone: string | undefined,
): Promise<{ format: "bxf" | "csv"; events: FileEvent[] }> {
  const { text, type } = await readTextBody(request, Object.keys(FORMATS), MAX_FILE_BYTES);
  const format = FORMATS[type]!;
  try {
    const control = CONTROL.exec(text);
    if (control)
      throw new MalformedFile(
        lineOf(text, control.index),
        `a control character (U+${control[0].charCodeAt(0).toString(16).padStart(4, "0").toUpperCase()})`,
      );
    if (text.trim() === "") throw new MalformedFile(1, "the file is empty");
    return { format, events: format === "bxf" ? readBxf(text, timeZone) : readCsv(text, timeZone) };
  } catch (error) {
    if (error instanceof MalformedFile) {
      throw new Problem(400, "malformed_file", `line ${error.line}: ${error.reason}`, { line: error.line });
    }
    throw error;
  }
}

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf("\n"); i !== -1 && i < index; i = text.indexOf("\n", i + 1)) line++;
  return line;
}
