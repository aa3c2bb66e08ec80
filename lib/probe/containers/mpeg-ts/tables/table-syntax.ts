// What the prober knows of one PSI or SI table (ISO/IEC 13818-1 2.4.4, ETSI EN 300 468 5.2): the PID and
// table_id its sections come with, which registry.ts finds it by, and its section's parser.
import type { LongFormSection } from "../psi-section";

export interface TableSyntax<T = unknown> {
  /** The standard's name of the section, e.g. "program_association_section". */
  readonly name: string;
  readonly table_id: number;
  /**
   * The PID the standard assigns the table (ISO/IEC 13818-1 Table 2-3, ETSI EN 300 468 Table 1); none for
   * a table on the PIDs another table names (a PMT on the program_map_PID of the PAT).
   */
  readonly PID?: number;
  /** The table's fields from a section whose long-form header (psi-section.ts) was read. */
  parse(section: LongFormSection, diagnostics: string[]): T;
}
