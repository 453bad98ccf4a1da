/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getPublicImageSize, inlineSmallSvg, readImageSize } from '@/lib/image-size';

/** The smallest headers each format needs for its size, built byte by byte (no binary fixture in the repository). */
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

function concat(...parts: ArrayLike<number>[]): Uint8Array {
  const data = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    data.set(part, offset);
    offset += part.length;
  }
  return data;
}

function png(width: number, height: number): Uint8Array {
  const ihdr = new DataView(new ArrayBuffer(25));
  ihdr.setUint32(0, 13); // IHDR length
  ascii('IHDR').forEach((byte, index) => ihdr.setUint8(4 + index, byte));
  ihdr.setUint32(8, width);
  ihdr.setUint32(12, height);
  ihdr.setUint8(16, 8); // bit depth
  ihdr.setUint8(17, 6); // RGBA
  return concat([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], new Uint8Array(ihdr.buffer));
}

function jpeg(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...ascii('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof0 = new DataView(new ArrayBuffer(19));
  sof0.setUint16(0, 0xffc0);
  sof0.setUint16(2, 17); // segment length
  sof0.setUint8(4, 8); // precision
  sof0.setUint16(5, height);
  sof0.setUint16(7, width);
  sof0.setUint8(9, 3); // components
  return concat([0xff, 0xd8], app0, new Uint8Array(sof0.buffer), [0xff, 0xd9]);
}

function webp(width: number, height: number): Uint8Array {
  const vp8x = new DataView(new ArrayBuffer(18));
  ascii('VP8X').forEach((byte, index) => vp8x.setUint8(index, byte));
  vp8x.setUint32(4, 10, true);
  // Canvas width and height minus one, 24-bit little-endian.
  [width - 1, height - 1].forEach((value, index) => {
    for (let byte = 0; byte < 3; byte++) vp8x.setUint8(12 + index * 3 + byte, (value >> (8 * byte)) & 0xff);
  });
  const riff = new DataView(new ArrayBuffer(12));
  ascii('RIFF').forEach((byte, index) => riff.setUint8(index, byte));
  riff.setUint32(4, 4 + vp8x.byteLength, true);
  ascii('WEBP').forEach((byte, index) => riff.setUint8(8 + index, byte));
  return concat(new Uint8Array(riff.buffer), new Uint8Array(vp8x.buffer));
}

let publicDir: string;
beforeAll(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-size-'));
  fs.mkdirSync(path.join(publicDir, 'img'));
  const files: Record<string, Uint8Array | string> = {
    'photo.png': png(640, 480),
    'photo.jpg': jpeg(300, 200),
    'photo.webp': webp(1200, 630),
    'sized.svg':
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40"/></svg>',
    'viewbox.svg': '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450"></svg>',
    'no-size.svg': '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>',
    'cut.jpg': jpeg(300, 200).subarray(0, 12),
    'big.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><!--${'x'.repeat(5000)}--></svg>`,
    'space name.png': png(2, 3),
  };
  for (const [name, data] of Object.entries(files)) fs.writeFileSync(path.join(publicDir, 'img', name), data);
});
afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));

describe('getPublicImageSize', () => {
  test.each([
    ['/img/photo.png', 640, 480],
    ['/img/photo.jpg', 300, 200],
    ['/img/photo.webp', 1200, 630],
    ['/img/sized.svg', 120, 40],
    ['/img/viewbox.svg', 800, 450],
    ['/img/space%20name.png?v=1#top', 2, 3],
  ])('%s is %i × %i', (src, width, height) => {
    expect(getPublicImageSize(src, publicDir)).toEqual({ width, height });
  });

  test('a missing file names the path it expects', () => {
    expect(() => getPublicImageSize('/img/nope.png', publicDir)).toThrow(
      'image "/img/nope.png" not found; put it at public/img/nope.png',
    );
  });

  test('an SVG without size or viewBox, and a truncated JPEG, are reported instead of guessed', () => {
    expect(() => getPublicImageSize('/img/no-size.svg', publicDir)).toThrow(/cannot read its width and height/);
    expect(() => getPublicImageSize('/img/cut.jpg', publicDir)).toThrow(/cannot read its width and height/);
  });
});

describe('readImageSize', () => {
  test('unknown bytes give undefined', () => {
    expect(readImageSize(new TextEncoder().encode('plain text, not an image'))).toBeUndefined();
    expect(readImageSize(new Uint8Array(0))).toBeUndefined();
  });
});

describe('inlineSmallSvg', () => {
  test('a small SVG becomes a data URI; larger SVGs and other formats keep their URL', () => {
    expect(inlineSmallSvg('/img/sized.svg', 4096, publicDir)).toMatch(/^data:image\/svg\+xml,%3Csvg/);
    expect(inlineSmallSvg('/img/big.svg', 4096, publicDir)).toBe('/img/big.svg');
    expect(inlineSmallSvg('/img/photo.png', 4096, publicDir)).toBe('/img/photo.png');
    expect(inlineSmallSvg('https://example.com/a.svg', 4096, publicDir)).toBe('https://example.com/a.svg');
  });
});
