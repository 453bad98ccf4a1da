import fs from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The width and height of an image's bytes (SVG, PNG, JPEG, WebP, GIF, AVIF…), read by the `image-size` package: a
 * maintained parser with its own tests, rather than hand-written header parsing. An EXIF orientation that rotates a
 * JPEG by 90° swaps the two, as browsers do. `undefined` when the format is unknown or the header is cut short.
 * @example readImageSize(fs.readFileSync('public/img/logo.png')) // { width: 128, height: 128 }
 */
export function readImageSize(data: Uint8Array): ImageSize | undefined {
  try {
    const { width, height, orientation } = imageSize(data);
    if (!width || !height) return undefined;
    return orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
  } catch {
    return undefined;
  }
}

/**
 * The intrinsic size of an image under public/, so pages can reserve its space.
 * Throws when the file is missing or its size cannot be read.
 * @example getPublicImageSize('/img/route-mapping.svg')
 */
export function getPublicImageSize(src: string, publicDir = path.join(process.cwd(), 'public')): ImageSize {
  const file = path.join(publicDir, decodeURI(src.split(/[?#]/)[0]));
  if (!fs.existsSync(file)) throw new Error(`image "${src}" not found; put it at public${src}`);
  const size = readImageSize(new Uint8Array(fs.readFileSync(file)));
  if (!size) {
    throw new Error(
      `image "${src}": cannot read its width and height; use PNG, JPEG, WebP, GIF or an SVG with width and height or a viewBox`,
    );
  }
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
