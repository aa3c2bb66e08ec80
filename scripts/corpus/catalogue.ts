// The whole generated corpus for a seed: every container × codec pair the prober supports, and the
// transport-stream cases (multi-program splices, late and spanning PSI, cuts, 192/204-byte packets).
import { audioCodec, byOrder, byPid, makeAv, RecipeBook, videoCodec, type Av, type Recipe, type Step } from "./recipes";

const OUT = "$OUT";
const ff = (args: string[]): Step => ({ tool: "ffmpeg", args });

type Add = (book: RecipeBook, n: number) => void;

function pairs(videos: readonly (string | undefined)[], audios: readonly (string | undefined)[]): Av[] {
  return videos.flatMap((video) => audios.filter((audio) => video || audio).map((audio) => ({ video, audio })));
}

/** Single-service transport streams: 188, 192 (with arrival timestamps) and 204-byte packets. */
const transportStreams: Add = (book) => {
  const audios = ["mp2", "aac", "ac3", "eac3", "dts", "opus", "s302m", "mp3", "truehd"];
  for (const av of pairs(["mpeg2", "h264", "hevc"], audios)) {
    for (const [packet, ext] of [
      [188, "ts"],
      [192, "m2ts"],
      [204, "ts"],
    ] as const) {
      const made = makeAv(book, av);
      const name = `ts${packet}_${av.video}_${av.audio}_${book.recipes.length}.${ext}`;
      const mux = ["-f", "mpegts", "-mpegts_start_pid", "256"];
      const steps: Step[] =
        packet === 188
          ? [ff([...made.args, ...mux, OUT])]
          : [
              ff([...made.args, ...mux, "a.ts"]),
              { transform: packet === 192 ? "timestamps192" : "parity204", input: "a.ts", output: OUT },
            ];
      book.add({
        file: name,
        container: packet === 188 ? "ts" : `ts-${packet}`,
        match: "pid",
        truth: byPid(made, 256),
        steps,
      });
    }
  }
};

/** Multiplexes of 2–8 services made apart (own clock offset, service id, PMT and elementary PIDs). */
const multiProgram: Add = (book, n) => {
  const layouts = ["regular", "late", "spanning"] as const;
  for (let i = 0; i < n; i++) {
    const layout = layouts[i % layouts.length]!;
    const services = 2 + Math.floor(book.between(0, 7));
    const steps: Step[] = [];
    const truth = [];
    for (let s = 0; s < services; s++) {
      const av = {
        video: book.pick(["mpeg2", "h264", "hevc", undefined]),
        audio: book.pick(["mp2", "aac", "ac3", "eac3"]),
      };
      const made = makeAv(book, av);
      const startPid = 0x200 + s * 0x20;
      steps.push(
        ff([
          ...made.args,
          "-f",
          "mpegts",
          "-mpegts_service_id",
          String(100 + s),
          "-mpegts_pmt_start_pid",
          String(0x1000 + s),
          "-mpegts_start_pid",
          String(startPid),
          "-output_ts_offset",
          String(Math.round(book.between(0, 80_000))),
          `s${s}.ts`,
        ]),
      );
      truth.push(...byPid(made, startPid));
    }
    steps.push({
      transform: "splice",
      inputs: Array.from({ length: services }, (_, s) => `s${s}.ts`),
      layout,
      output: OUT,
    });
    book.add({
      file: `mpts_${layout}_${services}svc_${book.recipes.length}.ts`,
      container: `ts-multiprogram-${layout}`,
      match: "pid",
      truth,
      steps,
    });
  }
};

/** Segments cut at random byte offsets (mid-packet), half of them without any PAT or PMT. */
const cuts: Add = (book, n) => {
  for (let i = 0; i < n; i++) {
    const av = { video: book.pick(["mpeg2", "h264", "hevc"]), audio: book.pick(["mp2", "aac", "ac3"]) };
    const made = makeAv(book, av);
    const noPsi = i % 2 === 1;
    const start = book.between(0.05, 0.4);
    // A cut fixes neither the duration nor which headers survive: libx264 and libx265 write their
    // parameter sets once, at the only IDR picture of these short streams, and an MPEG-2 sequence header
    // recurs only once a GOP, so a segment may hold none. Its video header fields are the references' to decide.
    const truth = byPid(made, 256).map(({ duration: _, width: _w, height: _h, frame_rate: _r, ...stream }) => stream);
    const steps: Step[] = [ff([...made.args, "-f", "mpegts", "-mpegts_start_pid", "256", "a.ts"])];
    if (noPsi) steps.push({ transform: "strip-psi", input: "a.ts", output: "b.ts" });
    steps.push({
      transform: "cut",
      input: noPsi ? "b.ts" : "a.ts",
      output: OUT,
      start,
      end: start + book.between(0.3, 0.55),
    });
    book.add({
      file: `tscut_${noPsi ? "nopsi_" : ""}${av.video}_${av.audio}_${book.recipes.length}.ts`,
      container: noPsi ? "ts-cut-no-psi" : "ts-cut",
      match: "pid",
      truth,
      steps,
    });
  }
};

/** MPEG program streams: MPEG-1/2 video with MPEG audio, AC-3, DTS or LPCM (stream_id / sub_stream_id keys). */
const programStreams: Add = (book) => {
  const ids: Record<string, string> = {
    mp2: "stream 0xc0",
    ac3: "stream 0x80",
    dts: "stream 0x88",
    lpcm: "stream 0xa0",
  };
  for (const av of pairs(["mpeg1", "mpeg2"], ["mp2", "ac3", "dts", "lpcm"])) {
    for (let i = 0; i < 4; i++) {
      const made = makeAv(book, {
        ...av,
        rates: [
          [25, 1],
          [30000, 1001],
          [24000, 1001],
        ],
        sizes: [
          [720, 576],
          [352, 288],
          [720, 480],
        ],
      });
      const truth = [
        { key: "stream 0xe0", kind: "video" as const, ...made.video! },
        { key: ids[av.audio!]!, kind: "audio" as const, ...made.audio! },
      ];
      book.add({
        file: `ps_${av.video}_${av.audio}_${book.recipes.length}.mpg`,
        container: "ps",
        match: "stream-id",
        truth,
        steps: [ff([...made.args, "-f", "vob", OUT])],
      });
    }
  }
};

/** MXF OP1a (ffmpeg's mxf muxer) and OP-Atom (one essence per file). */
const mxf: Add = (book) => {
  const videos: [string, Av][] = [
    [
      "mpeg2",
      {
        rates: [
          [25, 1],
          [30000, 1001],
        ],
        sizes: [
          [720, 576],
          [720, 480],
        ],
      },
    ],
    [
      "dnxhr",
      {
        rates: [
          [25, 1],
          [24000, 1001],
          [30000, 1001],
          [50, 1],
          [60000, 1001],
        ],
        sizes: [
          [640, 360],
          [1280, 720],
        ],
      },
    ],
    [
      "j2k",
      {
        rates: [
          [25, 1],
          [24, 1],
        ],
        sizes: [
          [320, 180],
          [640, 360],
        ],
      },
    ],
    [
      "h264",
      {
        rates: [
          [25, 1],
          [30000, 1001],
        ],
        sizes: [[640, 360]],
      },
    ],
  ];
  for (const [video, limits] of videos) {
    for (const audio of ["pcm16", "pcm24"]) {
      for (let i = 0; i < 4; i++) {
        // ffmpeg's MXF muxer writes 48 kHz audio only.
        const made = makeAv(book, { ...limits, video, audio, channels: [1, 2, 4, 8], audioRates: [48000] });
        const timecode =
          made.video!.frame_rate! > 29 && made.video!.frame_rate! < 30
            ? ["-timecode", "00:59:59;28"]
            : ["-timecode", "10:00:00:00"];
        book.add({
          file: `mxf_${video}_${audio}_${book.recipes.length}.mxf`,
          container: "mxf-op1a",
          match: "order",
          truth: byOrder(made),
          steps: [ff([...made.args, ...timecode, "-f", "mxf", OUT])],
        });
      }
    }
  }
  for (let i = 0; i < 20; i++) {
    const av: Av =
      i % 2
        ? {
            video: "dnxhr",
            rates: [
              [25, 1],
              [24000, 1001],
              [30000, 1001],
            ],
            sizes: [
              [640, 360],
              [1280, 720],
            ],
          }
        : { audio: "pcm24", channels: [1] };
    const made = makeAv(book, av);
    if (made.audio) made.audio.sample_rate = 48000;
    const args = made.audio
      ? made.args
          .map((a, j) => (made.args[j - 1] === "-ar" ? "48000" : a))
          .map((a) => a.replace(/sample_rate=\d+/, "sample_rate=48000"))
      : made.args;
    book.add({
      file: `opatom_${made.video ? "dnxhr" : "pcm24"}_${book.recipes.length}.mxf`,
      container: "mxf-opatom",
      match: "order",
      truth: byOrder(made),
      steps: [ff([...args, "-f", "mxf_opatom", OUT])],
    });
  }
};

/** MP4 (moov last as ffmpeg writes it, moov first, fragmented) and QuickTime. */
const isoMedia: Add = (book) => {
  const layouts: [string, string[]][] = [
    ["mp4", ["-movflags", "+delay_moov"]],
    ["mp4-faststart", ["-movflags", "+faststart+delay_moov"]],
    ["mp4-fragmented", ["-movflags", "frag_keyframe+empty_moov+default_base_moof+delay_moov"]],
  ];
  for (const pair of pairs(
    ["h264", "hevc", "av1", "vp9", "mpeg4", undefined],
    ["aac", "ac3", "eac3", "mp3", "opus", "flac", "alac", "vorbis", "dts", "truehd", undefined],
  )) {
    // These audio codecs need delay_moov in MP4, with which ffmpeg writes an empty AV1 sample entry: AAC instead.
    const av =
      pair.video === "av1" && ["eac3", "truehd", "alac", "flac"].includes(pair.audio ?? "")
        ? { ...pair, audio: "aac" }
        : pair;
    const [container, layoutFlags] = book.pick(layouts);
    // delay_moov (for TrueHD's first packet) makes ffmpeg write an empty AV1 sample entry.
    const movflags = av.video === "av1" ? layoutFlags[1]!.replace("+delay_moov", "") : layoutFlags[1]!;
    const flags = movflags ? ["-movflags", movflags] : [];
    const made = makeAv(book, av);
    book.add({
      file: `mp4_${av.video ?? "none"}_${av.audio ?? "none"}_${book.recipes.length}.mp4`,
      container,
      match: "order",
      truth: byOrder(made),
      steps: [ff([...made.args, ...flags, "-strict", "-2", "-f", "mp4", OUT])],
    });
  }
  for (const av of pairs(["prores", "mjpeg", "h264", "dnxhr", "j2k"], ["pcm24be", "aac", "alac", "ac3"])) {
    const made = makeAv(book, {
      ...av,
      sizes:
        av.video === "dnxhr"
          ? [
              [640, 360],
              [1280, 720],
            ]
          : undefined,
    });
    const timecode = made.video!.frame_rate! > 29 && made.video!.frame_rate! < 30 ? ["-timecode", "00:00:00;00"] : [];
    book.add({
      file: `mov_${av.video}_${av.audio}_${book.recipes.length}.mov`,
      container: "mov",
      match: "order",
      truth: byOrder(made),
      steps: [ff([...made.args, ...timecode, "-f", "mov", OUT])],
    });
  }
};

/** Matroska and WebM from ffmpeg, from mkvmerge (remuxing raw elementary streams) and from GStreamer. */
const matroska: Add = (book) => {
  for (const av of pairs(
    ["h264", "hevc", "mpeg2", "vp9", "av1"],
    ["aac", "ac3", "eac3", "dts", "truehd", "flac", "opus", "vorbis", "pcm16", "mp3"],
  )) {
    const made = makeAv(book, av);
    book.add({
      file: `mkv_${av.video}_${av.audio}_${book.recipes.length}.mkv`,
      container: "mkv",
      match: "order",
      truth: byOrder(made),
      steps: [ff([...made.args, "-strict", "-2", "-f", "matroska", OUT])],
    });
  }
  for (const av of pairs(["vp8", "vp9", "av1"], ["opus", "vorbis"])) {
    for (let i = 0; i < 2; i++) {
      const made = makeAv(book, av);
      book.add({
        file: `webm_${av.video}_${av.audio}_${book.recipes.length}.webm`,
        container: "webm",
        match: "order",
        truth: byOrder(made),
        steps: [ff([...made.args, "-f", "webm", OUT])],
      });
    }
  }
  for (const av of pairs(["h264", "hevc"], ["ac3", "eac3", "dts", "truehd", "flac", "aac", "mp3"])) {
    const made = makeAv(book, av);
    const v = videoCodec(av.video!).ext!;
    const a = audioCodec(av.audio!).ext!;
    const [n, d] = rational(made.video!.frame_rate!);
    book.add({
      file: `mkvmerge_${av.video}_${av.audio}_${book.recipes.length}.mkv`,
      container: "mkv (mkvmerge)",
      match: "order",
      truth: byOrder(made),
      steps: [
        ff([...withoutMaps(made.args), "-an", `v.${v}`]),
        ff([...withoutMaps(made.args), "-vn", "-strict", "-2", `a.${a}`]),
        { tool: "mkvmerge", args: ["-q", "-o", OUT, "--default-duration", `0:${n}/${d}fps`, `v.${v}`, `a.${a}`] },
      ],
    });
  }
};

/** The arguments without their -map options, so that -an / -vn pick the one stream. */
function withoutMaps(args: string[]): string[] {
  return args.filter((arg, j) => arg !== "-map" && args[j - 1] !== "-map");
}

function rational(rate: number): [number, number] {
  return Number.isInteger(rate) ? [rate, 1] : [Math.round(rate * 1001), 1001];
}

/** GStreamer's own muxers: mpegtsmux, matroskamux/webmmux, mp4mux. */
const gstreamer: Add = (book, n) => {
  const kinds = [
    {
      mux: "mpegtsmux",
      ext: "ts",
      container: "ts (gstreamer)",
      video: "avenc_mpeg4 ! mpeg4videoparse",
      family: "mpeg4",
      audio: "avenc_ac3 ! ac3parse",
      afamily: "ac-3",
      channels: [1, 2, 6],
      match: "order" as const,
    },
    {
      mux: "webmmux",
      ext: "webm",
      container: "webm (gstreamer)",
      video: "vp8enc deadline=1",
      family: "vp8",
      audio: "opusenc",
      afamily: "opus",
      channels: [1, 2],
      match: "order" as const,
    },
    {
      mux: "matroskamux",
      ext: "mkv",
      container: "mkv (gstreamer)",
      video: "vp8enc deadline=1",
      family: "vp8",
      audio: "flacenc ! flacparse",
      afamily: "flac",
      channels: [1, 2, 6],
      match: "order" as const,
    },
    // mp4mux takes no timestamps from the libav video encoders here: audio only.
    {
      mux: "mp4mux",
      ext: "mp4",
      container: "mp4 (gstreamer)",
      video: "",
      family: "",
      audio: "avenc_aac ! aacparse",
      afamily: "aac",
      channels: [1, 2],
      match: "order" as const,
    },
  ];
  for (let i = 0; i < n; i++) {
    const kind = kinds[i % kinds.length]!;
    const [w, h] = book.pick([
      [320, 180],
      [352, 288],
      [640, 360],
    ] as const);
    const [rn, rd] = book.pick([
      [25, 1],
      [30000, 1001],
      [24000, 1001],
      [50, 1],
    ] as const);
    const frames = Math.round(book.between(15, 50));
    const channels = book.pick(kind.channels);
    const rate = 48000;
    const seconds = (frames * rd) / rn;
    const buffers = Math.ceil((seconds * rate) / 1024);
    const pipeline =
      (kind.video
        ? `videotestsrc num-buffers=${frames} ! video/x-raw,width=${w},height=${h},framerate=${rn}/${rd} ! ${kind.video} ! m. `
        : "") +
      `audiotestsrc num-buffers=${buffers} samplesperbuffer=1024 ! audio/x-raw,rate=${rate},channels=${channels} ! audioconvert ! ${kind.audio} ! m. ` +
      `${kind.mux} name=m ! filesink location=${OUT}`;
    const truth = [
      ...(kind.video
        ? [
            {
              key: "video 0",
              kind: "video" as const,
              codec: kind.family,
              width: w,
              height: h,
              frame_rate: rn / rd,
              duration: seconds,
            },
          ]
        : []),
      {
        key: "audio 0",
        kind: "audio" as const,
        codec: kind.afamily,
        sample_rate: rate,
        channels,
        duration: (buffers * 1024) / rate,
      },
    ];
    book.add({
      file: `gst_${kind.mux}_${book.recipes.length}.${kind.ext}`,
      container: kind.container,
      match: kind.match,
      truth,
      steps: [{ tool: "gst-launch-1.0", args: ["-q", ...pipeline.split(" ")] }],
    });
  }
};

/** WAVE and RF64 of 1–8 channels of linear PCM. */
const wave: Add = (book) => {
  for (const audio of ["pcm16", "pcm24", "pcm32", "float32"]) {
    for (let i = 0; i < 10; i++) {
      const made = makeAv(book, { audio });
      const rf64 = i % 4 === 3;
      book.add({
        file: `${rf64 ? "rf64" : "wav"}_${audio}_${made.audio!.channels}ch_${book.recipes.length}.wav`,
        container: rf64 ? "rf64" : "wav",
        match: "order",
        truth: byOrder(made),
        steps: [ff([...made.args, ...(rf64 ? ["-rf64", "always"] : []), "-f", "wav", OUT])],
      });
    }
  }
};

/** Raw elementary streams, as ffmpeg writes them (Annex B, MPEG video, ADTS, audio frames). */
const elementary: Add = (book) => {
  for (const video of ["h264", "hevc", "mpeg2"]) {
    for (let i = 0; i < 4; i++) {
      const made = makeAv(book, { video });
      const ext = videoCodec(video).ext!;
      book.add({
        file: `es_${video}_${book.recipes.length}.${ext}`,
        container: "es",
        match: "order",
        truth: byOrder(made),
        steps: [ff([...made.args, OUT])],
      });
    }
  }
  for (const audio of ["ac3", "eac3", "aac", "mp2", "mp3", "dts", "truehd", "flac"]) {
    for (let i = 0; i < 4; i++) {
      const made = makeAv(book, { audio });
      const ext = audioCodec(audio).ext!;
      book.add({
        file: `es_${audio}_${book.recipes.length}.${ext}`,
        container: "es",
        match: "order",
        truth: byOrder(made),
        steps: [ff([...made.args, "-strict", "-2", OUT])],
      });
    }
  }
};

/** Every recipe of the corpus a seed names (about 510 files). */
export function catalogue(seed: number): Recipe[] {
  const book = new RecipeBook(seed);
  transportStreams(book, 0);
  multiProgram(book, 45);
  cuts(book, 30);
  programStreams(book, 0);
  mxf(book, 0);
  isoMedia(book, 0);
  matroska(book, 0);
  gstreamer(book, 24);
  wave(book, 0);
  elementary(book, 0);
  return book.recipes;
}
