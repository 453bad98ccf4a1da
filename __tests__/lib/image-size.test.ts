/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getPublicImageSize, inlineSmallSvg, readImageSize } from '@/lib/image-size';

/** The smallest headers each format needs for its size, built byte by byte (no binary fixture in the repository). */
function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8); // IHDR length
  header.write('IHDR', 12, 'ascii');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header.writeUInt8(8, 24); // bit depth
  header.writeUInt8(6, 25); // RGBA
  return header;
}

function jpeg(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof0 = Buffer.alloc(19);
  sof0.writeUInt16BE(0xffc0, 0);
  sof0.writeUInt16BE(17, 2); // segment length
  sof0.writeUInt8(8, 4); // precision
  sof0.writeUInt16BE(height, 5);
  sof0.writeUInt16BE(width, 7);
  sof0.writeUInt8(3, 9); // components
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof0, Buffer.from([0xff, 0xd9])]);
}

function webp(width: number, height: number): Buffer {
  const chunk = Buffer.alloc(18);
  chunk.write('VP8X', 0, 'ascii');
  chunk.writeUInt32LE(10, 4);
  chunk.writeUIntLE(width - 1, 12, 3);
  chunk.writeUIntLE(height - 1, 15, 3);
  const riff = Buffer.alloc(12);
  riff.write('RIFF', 0, 'ascii');
  riff.writeUInt32LE(4 + chunk.length, 4);
  riff.write('WEBP', 8, 'ascii');
  return Buffer.concat([riff, chunk]);
}

let publicDir: string;
beforeAll(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-size-'));
  fs.mkdirSync(path.join(publicDir, 'img'));
  const files: Record<string, Buffer | string> = {
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
    expect(readImageSize(Buffer.from('plain text, not an image'))).toBeUndefined();
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
