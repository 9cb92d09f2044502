import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, neutraliseFormula, toCsv } from '../../src/lib/csv';
import { INQUIRY_CSV_COLUMNS, SUBSCRIBER_CSV_COLUMNS, exportFileName } from '../../src/lib/admin-exports';
import type { DeskLead } from '../../src/lib/schemas/lead-follow-up';

describe('neutraliseFormula', () => {
  const dangerous = ['=1+1', '+1 555 010 2030', '-2+3', '@SUM(A1:A2)', '\t=cmd', '\r=cmd', '=HYPERLINK("http://evil.example","Click")'];
  for (const value of dangerous) {
    it(`prefixes ${JSON.stringify(value)} with an apostrophe`, () => {
      expect(neutraliseFormula(value)).toBe(`'${value}`);
    });
  }

  it('leaves ordinary text alone, including trigger characters later in the text', () => {
    for (const value of ['Riverbend Hospice', 'a=b', 'jordan@example.com', '555-010-2030', '', ' =leading space', "'quoted"]) {
      expect(neutraliseFormula(value)).toBe(value);
    }
  });
});

describe('csvCell', () => {
  it('quotes every cell and doubles quotes', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('She said "hi", then left')).toBe('"She said ""hi"", then left"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
  });

  it('neutralises before quoting, so a quote cannot smuggle a formula', () => {
    expect(csvCell('=cmd|"/c calc"!A1')).toBe(`"'=cmd|""/c calc""!A1"`);
  });
});

describe('toCsv', () => {
  it('writes a BOM, a header row and CRLF-separated rows', () => {
    const csv = toCsv([{ header: 'Name', value: (row: { name: string }) => row.name }], [{ name: 'Ana 🌷' }, { name: '@risk' }]);
    expect(csv).toBe(`${CSV_BOM}"Name"\r\n"Ana 🌷"\r\n"'@risk"\r\n`);
  });

  it('exports inquiries with every field, their next-contact day and notes, neutralising each visitor-typed one', () => {
    const inquiry: DeskLead = {
      id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
      name: '=Evil',
      email: 'rep@example.com',
      phone: '+1 555 010 2030',
      company: '@Company',
      serviceType: '-Service',
      message: '<script>alert(1)</script>, "quoted"',
      submittedAt: '2026-11-21T10:00:00.000Z',
      status: 'contacted',
      nextContactOn: '2026-12-01',
      notes: [
        { id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a60', text: 'Called, left a message', createdAt: '2026-11-22T14:05:09.000Z' },
        { id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a61', text: '=She wants the "Intensive"', createdAt: '2026-11-23T09:30:00.000Z' },
      ],
    };
    const [header, row] = toCsv(INQUIRY_CSV_COLUMNS, [inquiry]).slice(1).split('\r\n');
    expect(header).toBe('"Submitted at","Status","Next contact","Name","Email","Phone","Company","Service","Message","Notes","ID"');
    expect(row).toBe(
      `"2026-11-21T10:00:00.000Z","contacted","2026-12-01","'=Evil","rep@example.com","'+1 555 010 2030","'@Company","'-Service","<script>alert(1)</script>, ""quoted""","2026-11-22 14:05 UTC: Called, left a message\n2026-11-23 09:30 UTC: =She wants the ""Intensive""","${inquiry.id}"`,
    );
    const none = toCsv(INQUIRY_CSV_COLUMNS, [{ ...inquiry, nextContactOn: null, notes: [] }]);
    expect(none).toContain('"contacted","","');
    expect(none).toContain(`"<script>alert(1)</script>, ""quoted""","","${inquiry.id}"`);
  });

  it('exports subscribers with their unsubscribe links', () => {
    const csv = toCsv(SUBSCRIBER_CSV_COLUMNS, [
      { id: 'x', email: 'a@b.co', subscribedAt: '2026-01-01T00:00:00.000Z', unsubscribeUrl: 'https://s.example/unsubscribe?token=abc' },
    ]);
    expect(csv).toContain('"a@b.co","2026-01-01T00:00:00.000Z","https://s.example/unsubscribe?token=abc","x"');
  });

  it('names files by kind and date', () => {
    expect(exportFileName('inquiries', new Date('2026-11-21T23:00:00Z'))).toBe('spartan-inquiries-2026-11-21.csv');
  });
});
