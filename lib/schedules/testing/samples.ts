// Schedules and as-run logs of any size for tests and the benchmark, in the structure of SMPTE ST 2021
// BXF messages (BxfMessage/BxfData/Schedule/ScheduledEvent, as traffic systems export them) and CSV.

export interface SampleEvent {
  houseNumber?: string;
  name?: string;
  /** Local broadcast date and SMPTE time code (read in the request's time_zone)… */
  date?: string;
  timecode?: string;
  /** …or an ISO 8601 instant with its offset. */
  utc?: string;
  /** SMPTE duration HH:MM:SS:FF. */
  duration: string;
}

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function startXml(event: SampleEvent): string {
  if (event.utc) return `<StartDateTime><UtcDateTime>${event.utc}</UtcDateTime></StartDateTime>`;
  return `<StartDateTime><SmpteDateTime broadcastDate="${event.date}"><SmpteTimeCode>${event.timecode}</SmpteTimeCode></SmpteDateTime></StartDateTime>`;
}

function contentXml(event: SampleEvent): string {
  const houseNumber = event.houseNumber
    ? `<ContentId><HouseNumber>${escape(event.houseNumber)}</HouseNumber></ContentId>`
    : "";
  const name = event.name ? `<Name>${escape(event.name)}</Name>` : "";
  return `<Content>${houseNumber}${name}</Content>`;
}

/** A BXF schedule message: one ScheduledEvent per event, each on its own lines (the first is line 6). */
export function bxfSchedule(events: SampleEvent[], channel = "WXYZ"): string {
  const body = events.map(
    (event, i) =>
      `<ScheduledEvent>\n  <EventData eventType="Primary"><EventId><EventId>urn:uuid:00000000-0000-0000-0000-${String(i).padStart(12, "0")}</EventId></EventId>` +
      `${startXml(event)}<LengthOption><Duration><SmpteDuration><SmpteTimeCode>${event.duration}</SmpteTimeCode></SmpteDuration></Duration></LengthOption></EventData>\n` +
      `  ${contentXml(event)}\n</ScheduledEvent>`,
  );
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<BxfMessage id="urn:uuid:6f1c3f0e-8f57-4c42-9d2a-3f1f2b0c9a10" dateTime="2026-11-27T09:00:00Z" messageType="Information" origin="Traffic" originType="Traffic" userName="traffic" xmlns="http://smpte-ra.org/schemas/2021/2008/BXF">`,
    `<BxfData action="add">`,
    `<Schedule type="Primary" scheduleName="${escape(channel)}">`,
    `<Channel shortName="${escape(channel)}"/>`,
    ...body,
    `</Schedule>`,
    `</BxfData>`,
    `</BxfMessage>`,
    "",
  ].join("\n");
}

/** A BXF as-run message: one BasicAsRun per event that aired. */
export function bxfAsRun(events: SampleEvent[]): string {
  const body = events.map(
    (event) =>
      `<BasicAsRun>\n  <AsRunDetail>${startXml(event)}<Duration><SmpteDuration><SmpteTimeCode>${event.duration}</SmpteTimeCode></SmpteDuration></Duration></AsRunDetail>\n` +
      `  ${contentXml(event)}\n</BasicAsRun>`,
  );
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<BxfMessage id="urn:uuid:0b1f4b62-0d4e-4d0e-9a43-7d5c8c1e2f30" dateTime="2026-11-27T09:00:00Z" messageType="Information" origin="Automation" originType="Automation" userName="automation" xmlns="http://smpte-ra.org/schemas/2021/2008/BXF">`,
    `<BxfData action="add">`,
    `<AsRun>`,
    ...body,
    `</AsRun>`,
    `</BxfData>`,
    `</BxfMessage>`,
    "",
  ].join("\n");
}

/** A CSV file: the header, then one line per row (row i is on line i + 2). */
export function csvFile(columns: string[], rows: Record<string, string | number>[]): string {
  const cell = (value: string | number | undefined) => {
    const text = value === undefined ? "" : String(value);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [columns.join(","), ...rows.map((row) => columns.map((column) => cell(row[column])).join(",")), ""].join("\n");
}
