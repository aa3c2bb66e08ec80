// The pages a DVB subtitle or teletext PID carries over the whole file, from its PES packets (reassembled
// up to MAX_PES_BYTES: a subtitle PES packet is a few kilobytes).
import type { SubtitlePagesAnalysis } from "./analysis-schema";
import { OBJECT_DATA_SEGMENT, subtitlingSegments } from "./subtitling-segments";
import { teletextPageHeaders } from "./teletext-page-headers";

const MAX_PES_BYTES = 64 * 1024;
const MAX_PAGES = 256;

export class SubtitlePages {
  private readonly buffer = new Uint8Array(MAX_PES_BYTES);
  private length = -1;
  private pesPackets = 0;
  private readonly pages = new Map<string, { segments: number; displays: boolean }>();

  constructor(
    private readonly kind: SubtitlePagesAnalysis["kind"],
    /** Languages the PMT's descriptors give per page, where they name pages. */
    private readonly languages: ReadonlyMap<string, string> = new Map(),
  ) {}

  pesStart(): void {
    this.endPes();
    this.length = 0;
  }

  data(bytes: Uint8Array, start: number, end: number): void {
    if (this.length < 0) return;
    const take = Math.min(end - start, MAX_PES_BYTES - this.length);
    this.buffer.set(bytes.subarray(start, start + take), this.length);
    this.length += take;
  }

  finish(): SubtitlePagesAnalysis {
    this.endPes();
    return {
      kind: this.kind,
      pes_packets: this.pesPackets,
      pages: [...this.pages.entries()].map(([page, tally]) => ({
        page,
        language: this.languages.get(page),
        segments: tally.segments,
        displays: this.kind === "dvb-subtitles" ? tally.displays : undefined,
      })),
    };
  }

  private endPes(): void {
    if (this.length <= 0) return;
    this.pesPackets++;
    const data = this.buffer.subarray(0, this.length);
    if (this.kind === "dvb-subtitles") {
      for (const segment of subtitlingSegments(data))
        this.count(String(segment.page_id), segment.segment_type === OBJECT_DATA_SEGMENT);
    } else {
      for (const header of teletextPageHeaders(data)) this.count(header.page, false);
    }
    this.length = -1;
  }

  private count(page: string, displays: boolean): void {
    const tally = this.pages.get(page) ?? (this.pages.size < MAX_PAGES ? { segments: 0, displays: false } : undefined);
    if (!tally) return;
    tally.segments++;
    tally.displays ||= displays;
    this.pages.set(page, tally);
  }
}
