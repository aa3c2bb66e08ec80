import { annotateVideoStream } from "../../annotate";
import type { VideoStream } from "../../schema";
import type { Jpeg2000Headers } from "./codestream";
import { PART_15 } from "./extended-capabilities";
import { componentBitDepth } from "./image-and-tile-size";
import { rsizProfileName } from "./profiles";

/** The video stream fields of docs/api.md §2.5 from a codestream's main header. */
export function jpeg2000VideoStream({ siz, cap, cod }: Jpeg2000Headers): VideoStream {
  const [first, second, third] = siz.components;
  // Colour-difference components sampled apart from the first (XRsiz/YRsiz, A.5.1) give the chroma subsampling.
  const alike = second && third && second.XRsiz === third.XRsiz && second.YRsiz === third.YRsiz;
  const whole = alike && first && second.XRsiz % first.XRsiz === 0 && second.YRsiz % first.YRsiz === 0;
  const chroma = whole ? second : undefined;
  const stream: VideoStream = {
    format: "mjp2",
    width: siz.Xsiz - siz.XOsiz,
    height: siz.Ysiz - siz.YOsiz,
    ...(first && { bit_depth: componentBitDepth(first) }),
    ...(chroma &&
      first && {
        chroma_subsampling: { horizontal: chroma.XRsiz / first.XRsiz, vertical: chroma.YRsiz / first.YRsiz },
      }),
    properties: {
      Jpeg2000Profile: rsizProfileName(siz.Rsiz),
      ...(cap?.Ccap[PART_15] !== undefined && { HighThroughput: true }),
    },
    extension: [
      {
        type: "mjp2",
        ...siz,
        ...(cap && { Pcap: cap.Pcap, Ccap: cap.Ccap }),
        ...(cod && { Scod: cod.Scod, SGcod: cod.SGcod, SPcod: cod.SPcod }),
        $annotation: {
          type: "JPEG 2000 codestream main header (ISO/IEC 15444-1 A.5.1 SIZ, A.6.1 COD; A.5.2 CAP)",
          Rsiz: rsizProfileName(siz.Rsiz),
          ...(cod && { transformation: cod.SPcod.transformation === 1 ? "5-3 reversible" : "9-7 irreversible" }),
        },
      },
    ],
  };
  return annotateVideoStream(stream);
}
