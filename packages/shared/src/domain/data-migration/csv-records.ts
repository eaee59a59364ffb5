/**
 * A CSV reader fed in pieces (RFC 4180: quoted fields with "" inside, CRLF or LF line ends, a
 * leading byte-order mark dropped): `push` answers the records completed by the piece, `end`
 * the last one. A file is never held as one string: a record is the most kept at once.
 */
export class CsvRecords {
  private field = '';
  private record: string[] = [];
  private quoted = false;
  /** The last character was a quote inside a quoted field (either its end or the first of ""). */
  private quoteSeen = false;
  private started = false;
  private fieldStarted = false;

  push(piece: string): string[][] {
    const out: string[][] = [];
    let text = piece;
    if (!this.started) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    for (let i = 0; i < text.length; i++) {
      const c = text[i]!;
      if (this.quoted) {
        if (this.quoteSeen) {
          this.quoteSeen = false;
          if (c === '"') {
            this.field += '"';
            continue;
          }
          this.quoted = false;
        } else if (c === '"') {
          this.quoteSeen = true;
          continue;
        } else {
          this.field += c;
          continue;
        }
      }
      if (c === '"' && !this.fieldStarted) {
        this.quoted = true;
        this.fieldStarted = true;
      } else if (c === ',') {
        this.record.push(this.field);
        this.field = '';
        this.fieldStarted = false;
      } else if (c === '\n') {
        out.push(this.finish());
      } else if (c === '\r') {
        // CRLF: the LF ends the record; a lone CR is dropped.
      } else {
        this.field += c;
        this.fieldStarted = true;
      }
    }
    return out;
  }

  end(): string[][] {
    if (this.quoted && this.quoteSeen) this.quoted = false;
    if (this.quoted) throw new CsvShapeError('unclosedQuote');
    if (this.field === '' && this.record.length === 0 && !this.fieldStarted) return [];
    return [this.finish()];
  }

  private finish(): string[] {
    const r = [...this.record, this.field];
    this.record = [];
    this.field = '';
    this.fieldStarted = false;
    return r;
  }
}

export class CsvShapeError extends Error {
  constructor(readonly problem: 'unclosedQuote') {
    super(problem);
  }
}

/** A cell a spreadsheet would run as a formula when the file is opened (=, + or @ first). */
export const looksLikeFormula = (cell: string): boolean => /^[=+@]/.test(cell.trim());
