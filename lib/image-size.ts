import fs from 'node:fs';
import path from 'node:path';

export interface ImageSize {
  width: number;
  height: number;
}

function svgSize(text: string): ImageSize | undefined {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0] ?? '';
  const attr = (name: string) => Number(new RegExp(`\\s${name}="([\\d.]+)(px)?"`).exec(tag)?.[1]);
  const width = attr('width');
  const height = attr('height');
  if (width && height) return { width, height };
  const viewBox = /viewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(tag);
  return viewBox ? { width: Number(viewBox[1]), height: Number(viewBox[2]) } : undefined;
}

function pngSize(data: Buffer): ImageSize | undefined {
  if (data.toString('ascii', 12, 16) !== 'IHDR') return undefined;
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

function webpSize(data: Buffer): ImageSize | undefined {
  const chunk = data.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + data.readUIntLE(24, 3), height: 1 + data.readUIntLE(27, 3) };
  if (chunk === 'VP8 ') return { width: data.readUInt16LE(26) & 0x3fff, height: data.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = data.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return undefined;
}

function jpegSize(data: Buffer): ImageSize | undefined {
  let offset = 2;
  while (offset < data.length) {
    const marker = data[offset + 1];
    const length = data.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: data.readUInt16BE(offset + 5), width: data.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return undefined;
}

/**
 * The intrinsic size of an image under public/ (SVG, PNG, WebP, JPEG), so pages can reserve its space.
 * Throws when the file is missing or its size cannot be read.
 * @example getPublicImageSize('/img/route-mapping.svg')
 */
export function getPublicImageSize(src: string, publicDir = path.join(process.cwd(), 'public')): ImageSize {
  const file = path.join(publicDir, decodeURI(src.split(/[?#]/)[0]));
  if (!fs.existsSync(file)) throw new Error(`image "${src}" not found; put it at public${src}`);
  const data = fs.readFileSync(file);
  const ext = path.extname(file).toLowerCase();
  const size =
    ext === '.svg' ? svgSize(data.toString('utf8')) : ext === '.png' ? pngSize(data) : ext === '.webp' ? webpSize(data) : jpegSize(data);
  if (!size) throw new Error(`image "${src}": cannot read its width and height; give the SVG a viewBox`);
  return size;
}

/**
 * A small SVG under public/ as a data URI, so an above-the-fold image (the home hero) paints with the HTML instead of
 * waiting for its own request. Other files and larger SVGs keep their URL.
 */
export function inlineSmallSvg(src: string, maxBytes = 4096, publicDir = path.join(process.cwd(), 'public')): string {
  if (!src.startsWith('/') || !src.endsWith('.svg')) return src;
  const file = path.join(publicDir, src);
  if (!fs.existsSync(file) || fs.statSync(file).size > maxBytes) return src;
  return `data:image/svg+xml,${encodeURIComponent(fs.readFileSync(file, 'utf8').trim())}`;
}
