// RFC 9559 5.1.7 Chapters: only their presence and count are reported.
import { childElements } from "./ebml/element";
import { ID } from "./element-ids";

export interface ChaptersSummary {
  editions: number;
  /** ChapterAtoms directly under the editions. */
  chapters: number;
}

export function parseChapters(data: Uint8Array, diagnostics: string[]): ChaptersSummary {
  const editions = childElements(data, diagnostics, "Chapters").filter((child) => child.id === ID.EditionEntry);
  const chapters = editions.reduce(
    (sum, edition) => sum + childElements(edition.data, diagnostics, "EditionEntry").filter((child) => child.id === ID.ChapterAtom).length,
    0,
  );
  return { editions: editions.length, chapters };
}
