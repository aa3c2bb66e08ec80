// RFC 8794 11.2 EBML Header: the document type (matroska, webm) and its versions.
import { unsignedInteger, utf8 } from "./ebml/element";
import { element, readMaster, type MasterValues } from "./ebml/master-element";
import { ID } from "./element-ids";

// Defaults of RFC 8794 11.2.
const ebmlHeaderElements = {
  EBMLVersion: element(ID.EBMLVersion, unsignedInteger, 1),
  EBMLReadVersion: element(ID.EBMLReadVersion, unsignedInteger, 1),
  DocType: element(ID.DocType, utf8, ""),
  DocTypeVersion: element(ID.DocTypeVersion, unsignedInteger, 1),
  DocTypeReadVersion: element(ID.DocTypeReadVersion, unsignedInteger, 1),
};

export type EbmlHeader = MasterValues<typeof ebmlHeaderElements>;

export function parseEbmlHeader(data: Uint8Array, diagnostics: string[]): EbmlHeader {
  return readMaster(data, ebmlHeaderElements, "EBML header", diagnostics);
}
