import { parse } from "csv-parse/sync";
import { BULK_COLUMNS, BULK_MAX_ROWS, type BulkPreview, type CertificateInput, certificateInputSchema } from "#contracts/certificates";
import { checkInput } from "#server/domain-errors";

// Bulk issue from a CSV (docs/decisions/052): one header row naming the columns
// (any order, any case, spaces ignored: "Student name" or "studentName"), then
// one student per row. The preview and the issue read the file the same way, so
// what staff saw checked is what gets issued. Dates may be yyyy-mm-dd or day
// first, dd/mm/yyyy and d/m/yyyy (docs/decisions/067).

type Column = (typeof BULK_COLUMNS)[number];
const key = (header: string) => header.toLowerCase().replace(/[^a-z]/g, "");
const COLUMN_BY_KEY = new Map<string, Column>(BULK_COLUMNS.map((c) => [key(c), c]));
const REQUIRED: Column[] = ["studentName", "course", "startDate", "endDate"];

export interface ReadBulk extends BulkPreview {
  inputs: CertificateInput[];
}

/**
 * Dates as Indian spreadsheets write them, day first: 24/11/2026, 4/1/2027 (or
 * with dots or dashes), as yyyy-mm-dd; anything else is left for the schema to
 * refuse. 31/02/2026 becomes 2026-02-31, which the schema refuses too.
 */
export function dayFirstDate(value: string): string {
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(value);
  if (!match) return value;
  return `${match[3]}-${match[2]!.padStart(2, "0")}-${match[1]!.padStart(2, "0")}`;
}

const fileError = (message: string): ReadBulk => ({ rows: [], valid: 0, fileError: message, inputs: [] });

export function readBulkCsv(csv: string): ReadBulk {
  let records: string[][];
  try {
    records = parse(csv.replace(/^\uFEFF/, ""), { skip_empty_lines: true, relax_column_count: true, trim: true }) as string[][];
  } catch (err) {
    return fileError(`The file is not a readable CSV: ${(err as Error).message}`);
  }
  const [header, ...body] = records;
  if (!header) return fileError("The file has no rows.");
  const columns = header.map((h) => COLUMN_BY_KEY.get(key(h)));
  const unknown = header.filter((_h, i) => !columns[i]);
  if (unknown.length) return fileError(`Unknown column ${unknown.map((u) => `"${u}"`).join(", ")}. The columns are: ${BULK_COLUMNS.join(", ")}.`);
  const missing = REQUIRED.filter((c) => !columns.includes(c));
  if (missing.length) return fileError(`The header row lacks ${missing.join(", ")}. The columns are: ${BULK_COLUMNS.join(", ")}.`);
  if (!body.length) return fileError("The file has a header row but no students.");
  if (body.length > BULK_MAX_ROWS) return fileError(`At most ${BULK_MAX_ROWS} students per file; this one has ${body.length}.`);

  const rows: BulkPreview["rows"] = [];
  const inputs: CertificateInput[] = [];
  body.forEach((record, index) => {
    const values: Record<string, string> = {};
    columns.forEach((column, i) => {
      if (column) values[column] = record[i] ?? "";
    });
    const dates = { startDate: dayFirstDate(values.startDate ?? ""), endDate: dayFirstDate(values.endDate ?? "") };
    const checked = checkInput(certificateInputSchema, { ...values, ...dates });
    if ("error" in checked) {
      rows.push({ line: index + 2, values, errors: checked.error.errors ?? { _: checked.error.message } });
    } else {
      rows.push({ line: index + 2, values, errors: {} });
      inputs.push(checked.value);
    }
  });
  return { rows, valid: inputs.length, fileError: null, inputs };
}
