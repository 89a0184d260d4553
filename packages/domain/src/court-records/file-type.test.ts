import { describe, expect, it } from 'vitest';
import { orderFileExtension, sniffOrderFile } from './file-type';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('order files by their content', () => {
  it('knows a PDF, a PNG and a JPEG by their first bytes', () => {
    expect(sniffOrderFile(new TextEncoder().encode('%PDF-1.7\n'))?.mime).toBe('application/pdf');
    expect(sniffOrderFile(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))?.mime).toBe('image/png');
    expect(sniffOrderFile(bytes(0xff, 0xd8, 0xff, 0xe0))?.mime).toBe('image/jpeg');
  });

  it('refuses anything else, whatever it would be called', () => {
    expect(sniffOrderFile(new TextEncoder().encode('<html>order.pdf</html>'))).toBeNull();
    expect(sniffOrderFile(new TextEncoder().encode('PK\u0003\u0004'))).toBeNull();
    expect(sniffOrderFile(bytes(0x89, 0x50, 0x4e))).toBeNull();
    expect(sniffOrderFile(bytes())).toBeNull();
  });
});

describe('orderFileExtension', () => {
  it('names a stored order by its type', () => {
    expect(orderFileExtension('application/pdf')).toBe('pdf');
    expect(orderFileExtension('image/png')).toBe('png');
    expect(orderFileExtension('image/jpeg')).toBe('jpg');
  });
});
