// RFC 9559 5.1.7 Chapters: only their presence and count are reported.
import { binary } from "./ebml/element";
import { elements, master, readMaster } from "./ebml/master-element";
import { ID } from "./element-ids";

export interface ChaptersSummary {
  editions: number;
  /** ChapterAtoms directly under the editions. */
  chapters: number;
}

const editionEntryElements = { ChapterAtom: elements(ID.ChapterAtom, binary) };

const chaptersElements = { EditionEntry: elements(ID.EditionEntry, master(editionEntryElements, "EditionEntry")) };

export function parseChapters(data: Uint8Array, diagnostics: string[]): ChaptersSummary {
  const editions = readMaster(data, chaptersElements, "Chapters", diagnostics).EditionEntry;
  return {
    editions: editions.length,
    chapters: editions.reduce((sum, edition) => sum + edition.ChapterAtom.length, 0),
  };
}
