// How long the PSI pass waits for a PMT that the head did not show: ETSI TR 101 290 (1.3 PAT_error,
// 1.5 PMT_error) allows 0.5 s between two sections of a PAT or PMT, which a dense multiplex (DVB-T2/S2,
// cable: 20-40 Mb/s) spreads over more than the head's 1 MiB. The window is measured in the multiplex's
// own time (PCR, 2.4.3.5), with a byte bound for a stream without PCR or at an extreme rate.
import { CLOCK_HZ, ticksSince } from "../mpeg-pes/timestamps";
import type { TransportPacket } from "./transport-packet";

/** Twice TR 101 290's longest PMT interval, so that a PMT is met at least once wherever the window starts. */
export const PSI_WINDOW_SECONDS = 1;
/** 1 s at 120 Mb/s, more than any broadcast multiplex carries. */
export const PSI_WINDOW_BYTES = 16 * 1024 * 1024;

export class PsiWindow {
  private readonly first = new Map<number, number>();
  private elapsedTicks = 0;

  /** Notes the packet's PCR, if it carries one. */
  observe(packet: TransportPacket): void {
    const pcr = packet.adaptation_field?.program_clock_reference_base;
    if (pcr === undefined || packet.adaptation_field?.discontinuity_indicator) return;
    const first = this.first.get(packet.PID);
    if (first === undefined) this.first.set(packet.PID, pcr);
    else this.elapsedTicks = Math.max(this.elapsedTicks, ticksSince(first, pcr));
  }

  /** Whether the PCRs read so far span the window. */
  get over(): boolean {
    return this.elapsedTicks >= PSI_WINDOW_SECONDS * CLOCK_HZ;
  }
}
