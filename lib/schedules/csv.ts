// CSV schedules and as-run logs, read with csv-parse. The first line names the columns (README,
// "Schedule imports"): the watermark by watermark_id, or sid + csid, or house_number or name (with an
// optional channel); start with its UTC offset, or a local date-time with time_zone (a column, or the
// request's time_zone); duration in seconds or HH:MM:SS.
import { CsvError, parse } from "csv-parse/sync";
import {
  InvalidValue,
  MalformedFile,
  durationSeconds,
  readEvent,
  startIn,
  type FileEvent,
  type WatermarkRef,
} from "./event";

export const CSV_COLUMNS = [
  "watermark_id",
  "sid",
  "csid",
  "house_number",
  "name",
  "channel",
  "start",
  "time_zone",
  "duration",
] as const;
type Column = (typeof CSV_COLUMNS)[number];
type Record = Partial<{ [column in Column]: string }>;

export function readCsv(text: string, timeZone: string | undefined): FileEvent[] {
  let rows: { record: Record; info: { lines: number }; raw: string }[];
  try {
    rows = parse(text, { columns: header, info: true, raw: true, skip_empty_lines: true, bom: true, trim: true });
  } catch (error) {
    if (error instanceof MalformedFile) throw error;
    if (error instanceof CsvError) throw new MalformedFile(lineOf(error), `the CSV is malformed: ${error.message}`);
    throw error;
  }
  return rows.map(({ record, info, raw }) => {
    // csv-parse counts lines up to a record's end (a quoted field may span several lines); its raw text
    // holds the empty lines skipped before it.
    const line = info.lines - (raw.replace(/^[\r\n]+|[\r\n]+$/g, "").match(/\n/g)?.length ?? 0);
    return csvEvent(record, line, timeZone);
  });
}

function header(names: string[]): string[] {
  const columns = names.map((name) => name.trim().toLowerCase());
  const unknown = columns.find((name) => !(CSV_COLUMNS as readonly string[]).includes(name));
  if (unknown !== undefined)
    throw new MalformedFile(1, `unknown column "${unknown}"; the columns are ${CSV_COLUMNS.join(", ")}`);
  const twice = columns.find((name, i) => columns.indexOf(name) !== i);
  if (twice) throw new MalformedFile(1, `the column "${twice}" is named twice`);
  for (const needed of ["start", "duration"] as const) {
    if (!columns.includes(needed)) throw new MalformedFile(1, `the header has no "${needed}" column`);
  }
  if (!["watermark_id", "sid", "house_number", "name"].some((column) => columns.includes(column))) {
    throw new MalformedFile(
      1,
      "the header names no watermark column: watermark_id, sid and csid, house_number or name",
    );
  }
  return columns;
}

function lineOf(error: CsvError): number {
  const { lines, raw } = error as CsvError & { lines?: number; raw?: string };
  if (typeof lines !== "number" || lines < 1) return 1;
  // An unclosed quote is found at the end of the file: name the line it opened on (its field's text so far
  // is the error's raw).
  if (error.code === "CSV_QUOTE_NOT_CLOSED" && typeof raw === "string")
    return lines - (raw.replace(/\r?\n$/, "").match(/\n/g)?.length ?? 0);
  return lines;
}

function csvEvent(record: Record, line: number, defaultZone: string | undefined): FileEvent {
  const value = (column: Column) => (record[column] ? record[column] : undefined);
  const ref: WatermarkRef = {
    watermarkId: value("watermark_id"),
    csid: value("csid"),
    houseNumber: value("house_number"),
    name: value("name"),
    channel: value("channel"),
  };
  return readEvent(line, ref, () => {
    const sid = value("sid");
    if (sid !== undefined) {
      if (!/^\d+$/.test(sid)) throw new InvalidValue(`sid "${sid}" is not an integer`);
      ref.sid = Number(sid);
    }
    if ((ref.sid === undefined) !== (ref.csid === undefined)) throw new InvalidValue("sid and csid go together");
    if (!ref.watermarkId && ref.sid === undefined && !ref.houseNumber && !ref.name) {
      throw new InvalidValue("no watermark: give watermark_id, sid and csid, house_number or name");
    }
    const start = value("start");
    if (!start) throw new InvalidValue("start is empty");
    const duration = value("duration");
    if (!duration) throw new InvalidValue("duration is empty");
    return { ...startIn(start, value("time_zone"), defaultZone), duration: durationSeconds(duration) };
  });
}
