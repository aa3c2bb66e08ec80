// Decoders of the MXF property value types (SMPTE ST 377-1 clause 4.3 and Annex B, big-endian).
import type { Rational } from "../../schema";

/** Turns a property's value bytes into a value; throws RangeError when the bytes are too short. */
export type PropertyDecoder<T> = (bytes: Uint8Array) => T;

function view(bytes: Uint8Array, size: number): DataView {
  if (bytes.length < size) throw new RangeError(`value of ${bytes.length} bytes, ${size} expected`);
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");

export const uint8: PropertyDecoder<number> = (bytes) => view(bytes, 1).getUint8(0);
export const int8: PropertyDecoder<number> = (bytes) => view(bytes, 1).getInt8(0);
export const uint16: PropertyDecoder<number> = (bytes) => view(bytes, 2).getUint16(0);
export const uint32: PropertyDecoder<number> = (bytes) => view(bytes, 4).getUint32(0);
export const int32: PropertyDecoder<number> = (bytes) => view(bytes, 4).getInt32(0);
/** UInt64 and Int64 (Length, Position): exact up to 2^53, which no real file exceeds. */
export const uint64: PropertyDecoder<number> = (bytes) => Number(view(bytes, 8).getBigUint64(0));
export const int64: PropertyDecoder<number> = (bytes) => Number(view(bytes, 8).getBigInt64(0));
export const boolean: PropertyDecoder<boolean> = (bytes) => uint8(bytes) !== 0;

export const rational: PropertyDecoder<Rational> = (bytes) => {
  const data = view(bytes, 8);
  return { numerator: data.getInt32(0), denominator: data.getInt32(4) };
};

/** UL and AUID: the 16 bytes, for table look-ups. */
export const label: PropertyDecoder<Uint8Array> = (bytes) => {
  view(bytes, 16);
  return bytes.subarray(0, 16);
};

/** UUID, StrongRef, WeakRef: 32 hex digits, the key of the instance they name. */
export const uuid: PropertyDecoder<string> = (bytes) => {
  view(bytes, 16);
  return hex(bytes.subarray(0, 16));
};

/** UMID (SMPTE ST 330), PackageID: 64 hex digits. */
export const umid: PropertyDecoder<string> = (bytes) => {
  view(bytes, 32);
  return hex(bytes.subarray(0, 32));
};

/** UTF16String: big-endian UTF-16, ended by the value's end or a NUL. */
export const utf16String: PropertyDecoder<string> = (bytes) => {
  const text = new TextDecoder("utf-16be").decode(bytes.subarray(0, bytes.length & ~1));
  const end = text.indexOf("\u0000");
  return end < 0 ? text : text.slice(0, end);
};

/** ISO7String and UTF8String, ended by the value's end or a NUL. */
export const utf8String: PropertyDecoder<string> = (bytes) => {
  const end = bytes.indexOf(0);
  return new TextDecoder("utf-8").decode(end < 0 ? bytes : bytes.subarray(0, end));
};

/**
 * Batches and arrays (ST 377-1 clause 4.3.3/4.3.4): a UInt32 element count, a UInt32 element size,
 * then the elements. The count is checked against the bytes present, so it cannot drive allocation.
 */
export function elements<T>(decode: PropertyDecoder<T>): PropertyDecoder<T[]> {
  return (bytes) => {
    const data = view(bytes, 8);
    const count = data.getUint32(0);
    const size = data.getUint32(4);
    if (count === 0) return [];
    if (size === 0 || 8 + count * size > bytes.length)
      throw new RangeError(`array of ${count} × ${size} bytes in ${bytes.length}`);
    return Array.from({ length: count }, (_, index) =>
      decode(bytes.subarray(8 + index * size, 8 + (index + 1) * size)),
    );
  };
}

export const uuidArray = elements(uuid);
export const labelArray = elements(label);
export const int32Array = elements(int32);

/** Timestamp (ST 377-1 Annex B.2): year, month, day, hours, minutes, seconds, quarter-milliseconds → ISO 8601. */
export const timestamp: PropertyDecoder<string> = (bytes) => {
  const data = view(bytes, 8);
  const pad = (value: number, width = 2) => String(value).padStart(width, "0");
  const date = `${pad(data.getUint16(0), 4)}-${pad(data.getUint8(2))}-${pad(data.getUint8(3))}`;
  const time = `${pad(data.getUint8(4))}:${pad(data.getUint8(5))}:${pad(data.getUint8(6))}.${pad(data.getUint8(7) * 4, 3)}`;
  return `${date}T${time}`;
};

/** VersionType (ST 377-1 Annex B.3): major and minor bytes → "1.3". */
export const versionType: PropertyDecoder<string> = (bytes) => {
  const data = view(bytes, 2);
  return `${data.getUint8(0)}.${data.getUint8(1)}`;
};

/**
 * ProductVersion (Annex B.4): major, minor, patch, build, release as UInt16s → "1.0.3.0.2". AAF-SDK writers
 * store AAF's ProductVersion, whose release type is a UInt8 (AAF Object Specification: 9 bytes).
 */
export const productVersion: PropertyDecoder<string> = (bytes) => {
  const data = view(bytes, 9);
  const release = bytes.length === 9 ? data.getUint8(8) : view(bytes, 10).getUint16(8);
  return [...[0, 2, 4, 6].map((offset) => data.getUint16(offset)), release].join(".");
};

/** The raw bytes, for values read by a further syntax (e.g. channel status data). */
export const raw: PropertyDecoder<Uint8Array> = (bytes) => bytes;
