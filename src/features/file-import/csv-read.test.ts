import { describe, expect, it } from 'vitest';
import { chooseDelimiter, decodeUtf8, readCsv } from './csv-read';
import { CSV_LIMITS } from './csv-table';

const bytes = (text: string) => new TextEncoder().encode(text);
const read = (text: string) => readCsv(bytes(text));

describe('reading a CSV file', () => {
  it("reads Alloy's own export: byte order mark, `;`, quoted cells with `;` and line breaks", () => {
    const result = read(
      '\uFEFFID;Bezeichnung;Preis;Notiz\r\nsofa;Sofa;2.499,95;"weich; groß\r\nund blau"\r\ntisch;Tisch;120;"sagt ""hallo"""\r\n',
    );
    expect(result).toEqual({
      ok: true,
      table: {
        headers: ['ID', 'Bezeichnung', 'Preis', 'Notiz'],
        rows: [
          ['sofa', 'Sofa', '2.499,95', 'weich; groß\nund blau'],
          ['tisch', 'Tisch', '120', 'sagt "hallo"'],
        ],
        rowNumbers: [2, 3],
        delimiter: ';',
      },
    });
  });

  it('numbers rows as a spreadsheet does and leaves empty rows out; short rows are filled up', () => {
    const result = read('\n a ; b \n1;2\n\n;\n3\n');
    expect(result).toEqual({
      ok: true,
      table: {
        headers: ['a', 'b'],
        rows: [[' 1', '2'].map((cell) => cell.trim()), ['3', '']],
        rowNumbers: [3, 6],
        delimiter: ';',
      },
    });
  });

  it('prefers `;` over `,` in German numbers, and finds `,`, tab and `|` where `;` does not cut', () => {
    expect(chooseDelimiter('Name;Preis\nSofa;2.499,95\nTisch;1,5\n')).toBe(';');
    expect(chooseDelimiter('name,price\nsofa,2499.95\n')).toBe(',');
    expect(chooseDelimiter('name\tprice\nsofa\t2,5\n')).toBe('\t');
    expect(chooseDelimiter('name|price\nsofa|2\n')).toBe('|');
    expect(chooseDelimiter('Bezeichnung\nSofa\n')).toBe(';');
    // A `;` that cuts some rows only loses to a delimiter that cuts all rows alike.
    expect(chooseDelimiter('a,b\n"x;y",1\n2,3\n')).toBe(',');
  });

  it('refuses an unclosed or misplaced quote and names its row', () => {
    expect(read('a;b\n1;2\n"3;4\n5;6\n')).toEqual({ ok: false, problem: { kind: 'quotes', row: 3 } });
    expect(read('a;b\n"1"x;2\n')).toEqual({ ok: false, problem: { kind: 'quotes', row: 2 } });
  });

  it('refuses a file that is not UTF-8: Latin-1, UTF-16 with or without its mark', () => {
    expect(readCsv(new Uint8Array([0x61, 0x3b, 0x62, 0x0a, 0x47, 0x72, 0xf6, 0xdf, 0x65]))).toEqual({
      ok: false,
      problem: { kind: 'encoding' },
    });
    expect(decodeUtf8(new Uint8Array([0xff, 0xfe, 0x61, 0x00]))).toBeNull();
    expect(decodeUtf8(new Uint8Array([0x61, 0x00, 0x3b, 0x00, 0x62, 0x00]))).toBeNull();
    expect(decodeUtf8(bytes('\uFEFFGrüße'))).toBe('Grüße');
  });

  it('refuses rows longer than 1 MB, counted in bytes', () => {
    const long = 'x'.repeat(CSV_LIMITS.maxRowBytes);
    expect(read(`a;b\n1;2\n${long};3\n`)).toEqual({ ok: false, problem: { kind: 'longRow', row: 3 } });
    // 400,000 characters of two bytes each.
    expect(read(`a\n${'ü'.repeat(600_000)}\n`)).toEqual({ ok: false, problem: { kind: 'longRow', row: 2 } });
    expect(read(`a\n${'ü'.repeat(400_000)}\n`).ok).toBe(true);
    expect(read(`${long}x\n1\n`)).toEqual({ ok: false, problem: { kind: 'longRow', row: 1 } });
  });

  it('refuses cells beyond the header, but not empty ones', () => {
    expect(read('a;b\n1;2;3\n')).toEqual({
      ok: false,
      problem: { kind: 'extraCells', row: 2, cells: 3, headers: 2 },
    });
    expect(read('a;b\n1;2;\n')).toMatchObject({ ok: true, table: { rows: [['1', '2']] } });
  });

  it('refuses an empty file, a file of a header only and one too large', () => {
    expect(read('')).toEqual({ ok: false, problem: { kind: 'empty' } });
    expect(read('\uFEFF \r\n')).toEqual({ ok: false, problem: { kind: 'empty' } });
    expect(read('a;b\n;\n')).toEqual({ ok: false, problem: { kind: 'noRows' } });
    expect(readCsv(new Uint8Array(CSV_LIMITS.maxFileBytes + 1))).toEqual({
      ok: false,
      problem: { kind: 'tooLarge' },
    });
  });
});
