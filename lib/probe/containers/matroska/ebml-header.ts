// RFC 8794 11.2 EBML Header: the document type (matroska, webm) and its versions.
import { childElements, unsignedInteger, utf8 } from "./ebml/element";
import { ID } from "./element-ids";

export interface EbmlHeader {
  EBMLVersion: number;
  EBMLReadVersion: number;
  DocType: string;
  DocTypeVersion: number;
  DocTypeReadVersion: number;
}

export function parseEbmlHeader(data: Uint8Array, diagnostics: string[]): EbmlHeader {
  // Defaults of RFC 8794 11.2.
  const header: EbmlHeader = { EBMLVersion: 1, EBMLReadVersion: 1, DocType: "", DocTypeVersion: 1, DocTypeReadVersion: 1 };
  for (const { id, data: value } of childElements(data, diagnostics, "EBML header")) {
    if (id === ID.EBMLVersion) header.EBMLVersion = unsignedInteger(value);
    else if (id === ID.EBMLReadVersion) header.EBMLReadVersion = unsignedInteger(value);
    else if (id === ID.DocType) header.DocType = utf8(value);
    else if (id === ID.DocTypeVersion) header.DocTypeVersion = unsignedInteger(value);
    else if (id === ID.DocTypeReadVersion) header.DocTypeReadVersion = unsignedInteger(value);
  }
  return header;
}
