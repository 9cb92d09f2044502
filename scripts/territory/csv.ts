/**
 * A streaming CSV reader (RFC 4180: quoted fields, doubled quotes, CRLF or LF, a UTF-8 BOM).
 * CMS's long-form files run to ~100 MB, so records are handed on as the text arrives instead of
 * holding the whole file and its rows in memory at once.
 */
export interface CsvReader {
  push(chunk: string): void;
  /** Flushes the last record; throws when the text ends inside a quoted field (a cut-off file). */
  end(): void;
}

export function createCsvReader(onRecord: (fields: string[]) => void): CsvReader {
  let field = '';
  let fields: string[] = [];
  let quoted = false;
  // A quote seen inside a quoted field: either the closing quote or the first of a doubled pair.
  let quotePending = false;
  let started = false;
  let atRecordStart = true;

  const endField = () => {
    fields.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    // A blank line (one empty field) is not a record.
    if (!(fields.length === 1 && fields[0] === '')) onRecord(fields);
    fields = [];
    atRecordStart = true;
  };

  return {
    push(chunk) {
      let text = chunk;
      if (!started) {
        started = true;
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      }
      for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (quotePending) {
          quotePending = false;
          if (c === '"') {
            field += '"';
            continue;
          }
          quoted = false;
        }
        if (quoted) {
          if (c === '"') quotePending = true;
          else field += c;
          continue;
        }
        atRecordStart = false;
        if (c === '"' && field === '') quoted = true;
        else if (c === ',') endField();
        else if (c === '\n') endRecord();
        else if (c !== '\r') field += c;
      }
    },
    end() {
      if (quoted && !quotePending) throw new Error('The file ends inside a quoted field: the download was cut off.');
      quoted = false;
      quotePending = false;
      if (!atRecordStart || field !== '' || fields.length > 0) endRecord();
    },
  };
}

/** Reads a whole CSV text (small files and tests). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  const reader = createCsvReader((fields) => records.push(fields));
  reader.push(text);
  reader.end();
  return records;
}
