// Node-only: local files. Kept apart from the isomorphic core, which imports no Node built-ins.
import { constants } from "node:fs";
import { open, type FileHandle } from "node:fs/promises";
import { ProbeError } from "../errors";
import { newStats, type ByteSource } from "./byte-source";

export class FileSource implements ByteSource {
  readonly stats = newStats();
  private constructor(
    readonly name: string,
    readonly size: number,
    private readonly handle: FileHandle,
  ) {}

  static async open(path: string): Promise<FileSource> {
    let handle: FileHandle;
    try {
      // Non-blocking: opening a named pipe would otherwise wait for a writer, holding a thread of the pool
      // for good; it opens at once and is then refused below. Reads of a regular file are not affected.
      handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
    } catch (error) {
      throw new ProbeError("unreadable", `${path}: ${(error as NodeJS.ErrnoException).code ?? "cannot open"}`);
    }
    const info = await handle.stat();
    if (!info.isFile()) {
      await handle.close();
      throw new ProbeError("unreadable", `${path}: not a regular file`);
    }
    return new FileSource(path, info.size, handle);
  }

  read(offset: number, length: number): Promise<Uint8Array> {
    return this.readInto(offset, new Uint8Array(Math.max(0, Math.min(length, this.size - offset))));
  }

  async readInto(offset: number, target: Uint8Array): Promise<Uint8Array> {
    const size = Math.max(0, Math.min(target.length, this.size - offset));
    const { bytesRead } = await this.handle.read(target, 0, size, offset);
    this.stats.reads++;
    this.stats.bytesRead += bytesRead;
    return target.subarray(0, bytesRead);
  }

  async close(): Promise<void> {
    await this.handle.close();
  }
}
