import { crc32, deflateSync } from 'node:zlib';

/**
 * The Teams app's two icons, drawn here so every organization's package carries its own accent
 * colour without an image library: a 192×192 colour icon (a white star on the accent colour) and
 * the 32×32 outline icon Teams asks for (the white star on transparency).
 */

type Rgba = readonly [number, number, number, number];

/** Whether (x, y) lies inside the five-pointed star centred in a square of `size`. */
function inStar(x: number, y: number, size: number): boolean {
  const cx = size / 2;
  const cy = size / 2 + size * 0.03;
  const outer = size * 0.38;
  const inner = outer * 0.45;
  const points: [number, number][] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  }
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i, i += 1) {
    const [xi, yi] = points[i] as [number, number];
    const [xj, yj] = points[j] as [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** An RGBA PNG of `size`×`size`, each pixel from `paint` (sampled at the pixel's centre). */
function png(size: number, paint: (x: number, y: number) => Rgba): Buffer {
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    const row = y * (size * 4 + 1);
    rows[row] = 0; // filter: none
    for (let x = 0; x < size; x += 1) {
      const [r, g, b, a] = paint(x + 0.5, y + 0.5);
      rows.writeUInt32BE(((r << 24) | (g << 16) | (b << 8) | a) >>> 0, row + 1 + x * 4);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const white: Rgba = [255, 255, 255, 255];
const clear: Rgba = [0, 0, 0, 0];

/** `#RRGGBB` to its channels. */
function rgbOf(hex: string): Rgba {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff, 255];
}

export const colorIconSize = 192;
export const outlineIconSize = 32;

export function colorIcon(accentColor: string): Buffer {
  const accent = rgbOf(accentColor);
  return png(colorIconSize, (x, y) => (inStar(x, y, colorIconSize) ? white : accent));
}

export function outlineIcon(): Buffer {
  return png(outlineIconSize, (x, y) => (inStar(x, y, outlineIconSize) ? white : clear));
}
