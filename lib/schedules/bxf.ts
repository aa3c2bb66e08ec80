// BXF (SMPTE ST 2021) schedules and as-run logs: the events of a BxfMessage, read with fast-xml-parser.
//
// Read per event (a ScheduledEvent of a Schedule, or a BasicAsRun of an as-run message), at any depth:
// - start: StartDateTime/SmpteDateTime (its broadcastDate attribute and SmpteTimeCode child, a local time
//   in the request's time_zone) or StartDateTime/UtcDateTime (ISO 8601 with its offset);
// - duration: the SmpteTimeCode under Duration (LengthOption/Duration/SmpteDuration in a schedule);
// - the watermark: Content/ContentId/HouseNumber, else Content/Name; the channel is the enclosing
//   Schedule's Channel (its shortName attribute, else its Name) or, lacking one, its scheduleName.
// SMPTE time codes carry frames without a frame rate, so a span is widened to whole seconds: the start
// is the second its frames fall in and the duration gains a second for leftover frames of the start and
// of the duration, so that the reservation covers the whole event.
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { Temporal } from "temporal-polyfill";
import {
  InvalidValue,
  MalformedFile,
  checkedDuration,
  instantText,
  localStart,
  readEvent,
  timecodeSeconds,
  type FileEvent,
  type WatermarkRef,
} from "./event";

type XmlNode = Record<string, unknown>;

const EVENT_ELEMENTS = new Set(["ScheduledEvent", "BasicAsRun"]);
const META = XMLParser.getMetaDataSymbol() as symbol;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  captureMetaData: true,
  isArray: (name) => EVENT_ELEMENTS.has(name) || name === "Schedule",
});

export function readBxf(text: string, timeZone: string | undefined): FileEvent[] {
  const valid = XMLValidator.validate(text);
  if (valid !== true)
    throw new MalformedFile(valid.err.line, `the BXF document is not well-formed XML: ${valid.err.msg}`);
  const document = parser.parse(text) as XmlNode;
  const root = document["BxfMessage"];
  if (!isNode(root)) throw new MalformedFile(1, "the document is not a BXF message (no BxfMessage root element)");
  const lineAt = lineFinder(text);
  const events: FileEvent[] = [];
  walk(root, undefined, (event, channel) => {
    const line = lineAt((event as Record<symbol, { startIndex?: number } | undefined>)[META]?.startIndex ?? 0);
    events.push(bxfEvent(event, channel, line, timeZone));
  });
  return events;
}

/** Visits every event element in document order with the channel of its Schedule. */
function walk(
  node: XmlNode,
  channel: string | undefined,
  visit: (event: XmlNode, channel: string | undefined) => void,
) {
  for (const [name, value] of Object.entries(node)) {
    if (name.startsWith("@") || name === "#text") continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      if (!isNode(child)) continue;
      if (EVENT_ELEMENTS.has(name)) visit(child, channel);
      else walk(child, name === "Schedule" ? scheduleChannel(child) : channel, visit);
    }
  }
}

function scheduleChannel(schedule: XmlNode): string | undefined {
  const channel = schedule["Channel"];
  if (isNode(channel))
    return textOf(channel["@shortName"]) ?? textOf(channel["Name"]) ?? textOf(schedule["@scheduleName"]);
  return textOf(schedule["@scheduleName"]);
}

function bxfEvent(event: XmlNode, channel: string | undefined, line: number, timeZone: string | undefined): FileEvent {
  const content = find(event, "Content");
  const ref: WatermarkRef = {
    houseNumber: textOf(find(content, "HouseNumber")),
    name: isNode(content) ? textOf(content["Name"]) : undefined,
    channel,
  };
  return readEvent(line, ref, () => {
    if (!ref.houseNumber && !ref.name)
      throw new InvalidValue("the event's Content has neither a HouseNumber nor a Name");
    const { frames, ...start } = startOf(find(event, "StartDateTime"), timeZone);
    const duration = textOf(find(find(event, "Duration"), "SmpteTimeCode"));
    if (!duration) throw new InvalidValue("the event has no Duration with an SmpteTimeCode");
    const length = timecodeSeconds(duration, "Duration");
    return { ...start, duration: checkedDuration(length.seconds + (frames ? 1 : 0) + (length.frames ? 1 : 0)) };
  });
}

function startOf(startDateTime: unknown, timeZone: string | undefined) {
  if (!isNode(startDateTime)) throw new InvalidValue("the event has no StartDateTime");
  const utc = textOf(startDateTime["UtcDateTime"]);
  if (utc) return { start: instantText(utc), frames: false };
  const smpte = startDateTime["SmpteDateTime"];
  const date = isNode(smpte) ? textOf(smpte["@broadcastDate"]) : undefined;
  const timecode = isNode(smpte) ? textOf(smpte["SmpteTimeCode"]) : undefined;
  if (!date || !timecode)
    throw new InvalidValue(
      "the event has no StartDateTime (SmpteDateTime with broadcastDate and SmpteTimeCode, or UtcDateTime)",
    );
  const time = timecodeSeconds(timecode, "StartDateTime");
  if (time.seconds >= 86_400) throw new InvalidValue(`StartDateTime ${timecode} is not a time of day`);
  let day: Temporal.PlainDate;
  try {
    day = Temporal.PlainDate.from(date, { overflow: "reject" });
  } catch {
    throw new InvalidValue(`broadcastDate "${date}" is not a date YYYY-MM-DD`);
  }
  const local = day.toPlainDateTime(Temporal.PlainTime.from({ second: 0 }).add({ seconds: time.seconds }));
  return { start: localStart(local, timeZone), timeZone, frames: time.frames };
}

/** The first element of that name at any depth under node (document order). */
function find(node: unknown, name: string): unknown {
  if (!isNode(node)) return undefined;
  if (name in node) return first(node[name]);
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith("@")) continue;
    const child = first(value);
    if (!isNode(child)) continue;
    const found = find(child, name);
    if (found !== undefined) return found;
  }
  return undefined;
}

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

function isNode(value: unknown): value is XmlNode {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function textOf(value: unknown): string | undefined {
  const text =
    typeof value === "string"
      ? value
      : isNode(value) && typeof value["#text"] === "string"
        ? value["#text"]
        : undefined;
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
}

/** The 1-based line of a character index. */
function lineFinder(text: string): (index: number) => number {
  const starts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return (index) => {
    let [low, high] = [0, starts.length - 1];
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= index) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}
