import type { ByteSource } from "../io/byte-source";
import type { ContainerProbe } from "../schema";

/** What a container parser receives. */
export interface ProbeContext {
  readonly source: ByteSource;
  /** The first bytes of the file (up to HEAD_BYTES), already read for detection. */
  readonly head: Uint8Array;
  /** Human messages about damage or doubt; they become `$diagnostics` when not empty. */
  readonly diagnostics: string[];
  /** Other files of a multi-file set (e.g. OP-Atom) beside this one, when the caller can list them. */
  readonly siblings?: SiblingFiles;
}

export interface SiblingFiles {
  list(): Promise<string[]>;
  /** `name`: a path relative to the probed file's directory ("/" separators), or an absolute URL. */
  open(name: string): Promise<ByteSource>;
  /** The SHA-1 digest of a whole file, where reading it all is cheap enough (local files). */
  sha1?(name: string): Promise<Uint8Array>;
}

/** One container syntax: a content signature check and a parser. */
export interface ContainerFormat {
  /** A short name for messages, e.g. "MPEG-2 transport stream". */
  readonly name: string;
  /**
   * How sure the head bytes are this format: 0 no, 100 an unambiguous signature. Formats whose
   * evidence is statistical (a TS sync pattern, an elementary stream start code) answer below 100.
   */
  detect(head: Uint8Array, size: number): number;
  probe(context: ProbeContext): Promise<ContainerProbe>;
}
