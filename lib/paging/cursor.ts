// Opaque keyset cursors: the last row's sort key and id, so pages stay stable under inserts.
import { Problem } from "../http/problem";
import { text } from "../http/text";

/** The `cursor` query parameter of every listing. */
export const CursorParam = text("cursor").max(200, "cursor must be at most 200 characters").optional();

export interface CursorPosition {
  key: bigint;
  /** The row's id: 32 hex digits, or a serial number (audit entries). */
  id: string;
}

function encodeCursor(position: CursorPosition): string {
  return Buffer.from(`${position.key}:${position.id}`).toString("base64url");
}

export function decodeCursor(cursor: string): CursorPosition {
  const match = /^(-?\d+):([0-9a-f]{32}|\d{1,19})$/.exec(Buffer.from(cursor, "base64url").toString());
  if (!match) throw notIssued();
  return { key: BigInt(match[1]!), id: match[2]! };
}

const notIssued = () =>
  new Problem(400, "validation_failed", "invalid query: cursor: not a cursor this service issued", {
    errors: [{ path: "cursor", message: "not a cursor this service issued" }],
  });

/** Splits rows fetched with `limit + 1` into the page and the cursor of its last row (if more exist). */
export function page<T>(rows: T[], limit: number, position: (row: T) => CursorPosition) {
  return split(rows, limit, (row) => encodeCursor(position(row)));
}

/** `page` for a listing in the order of a unique name (stored delivery specs): the cursor is the last name. */
export function pageByName<T extends { name: string }>(rows: T[], limit: number) {
  return split(rows, limit, (row) => Buffer.from(`name:${row.name}`).toString("base64url"));
}

/** The name a `pageByName` cursor continues after. */
export function nameAfter(cursor: string): string {
  const text = Buffer.from(cursor, "base64url").toString();
  if (!text.startsWith("name:")) throw notIssued();
  return text.slice("name:".length);
}

function split<T>(rows: T[], limit: number, cursorOf: (row: T) => string) {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, next: rows.length > limit && last !== undefined ? cursorOf(last) : null };
}

/** Prisma conditions for rows after the cursor in (createdAt desc, id desc) order. */
export function newestFirstAfter(cursor: string | undefined) {
  if (!cursor) return {};
  const { key, id } = decodeCursor(cursor);
  return { OR: [{ createdAt: { lt: key } }, { createdAt: key, id: { lt: id } }] };
}
