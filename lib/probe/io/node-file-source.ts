// Node-only: local files. Kept apart from the isomorphic core, which imports no Node built-ins.
import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";
import { open } from "node:fs/promises";
import { ProbeError } from "../errors";
import { newStats, type ByteSource } from "./byte-source";

/** What a FileSource needs of an open file, through the thread pool or on the calling thread. */
interface OpenFile {
  readonly isFile: boolean;
  readonly size: number;
  read(buffer: Uint8Array, position: number): Promise<number>;
  close(): Promise<void>;
}

// Non-blocking: opening a named pipe would otherwise wait for a writer, holding a thread of the pool for
// good; it opens at once and is then refused below. Reads of a regular file are not affected.
const FLAGS = constants.O_RDONLY | constants.O_NONBLOCK;

async function openInPool(path: string): Promise<OpenFile> {
  const handle = await open(path, FLAGS);
  const info = await handle.stat();
  return {
    isFile: info.isFile(),
    size: info.size,
    read: async (buffer, position) => (await handle.read(buffer, 0, buffer.length, position)).bytesRead,
    close: () => handle.close(),
  };
}

function openOnThisThread(path: string): OpenFile {
  const fd = openSync(path, FLAGS);
  const info = fstatSync(fd);
  return {
    isFile: info.isFile(),
    size: info.size,
    read: async (buffer, position) => readSync(fd, buffer, 0, buffer.length, position),
    close: async () => closeSync(fd),
  };
}

export class FileSource implements ByteSource {
  readonly stats = newStats();
  private constructor(
    readonly name: string,
    readonly size: number,
    private readonly file: OpenFile,
  ) {}

  /**
   * `synchronous`: each read blocks the thread instead of waiting on the pool, for a process that probes
   * one file and has nothing else to do meanwhile (`broadmark probe FILE`: a few ms less of start-up);
   * concurrent probes (a batch, the server) keep the pool.
   */
  static async open(path: string, { synchronous = false } = {}): Promise<FileSource> {
    let file: OpenFile;
    try {
      file = synchronous ? openOnThisThread(path) : await openInPool(path);
    } catch (error) {
      throw new ProbeError("unreadable", `${path}: ${(error as NodeJS.ErrnoException).code ?? "cannot open"}`);
    }
    if (!file.isFile) {
      await file.close();
      throw new ProbeError("unreadable", `${path}: not a regular file`);
    }
    return new FileSource(path, file.size, file);
  }

  read(offset: number, length: number): Promise<Uint8Array> {
    return this.readInto(offset, new Uint8Array(Math.max(0, Math.min(length, this.size - offset))));
  }

  async readInto(offset: number, target: Uint8Array): Promise<Uint8Array> {
    const size = Math.max(0, Math.min(target.length, this.size - offset));
    const bytesRead = await this.file.read(target.subarray(0, size), offset);
    this.stats.reads++;
    this.stats.bytesRead += bytesRead;
    return target.subarray(0, bytesRead);
  }

  async close(): Promise<void> {
    await this.file.close();
  }
}
