import type { UploadPurpose } from '#shared/contract/uploads';

type Spec = { width: number; height?: number; fit: 'inside' | 'cover' };

/** The spec's variant names (000 §3 "Media") with the sizes this server renders them at. */
export const variantSpecs: Record<UploadPurpose, Record<string, Spec>> = {
  recognition: {
    'recognition-attachment-desktop': { width: 1200, height: 1200, fit: 'inside' },
    'recognition-attachment-mobile': { width: 600, height: 600, fit: 'inside' },
  },
  avatar: {
    'avatar-sm': { width: 48, height: 48, fit: 'cover' },
    'avatar-md': { width: 88, height: 88, fit: 'cover' },
    'avatar-lg': { width: 120, height: 120, fit: 'cover' },
    'avatar-xl': { width: 240, height: 240, fit: 'cover' },
  },
  logo: {
    logo: { width: 480, height: 160, fit: 'inside' },
    'logo-square': { width: 256, height: 256, fit: 'cover' },
  },
  banner: {
    banner: { width: 1600, height: 400, fit: 'cover' },
  },
  announcement: {
    'announcement-attachment-desktop': { width: 1200, height: 1200, fit: 'inside' },
    'announcement-attachment-mobile': { width: 600, height: 600, fit: 'inside' },
  },
  award: {
    'award-badge-desktop': { width: 400, height: 400, fit: 'inside' },
    'award-badge-mobile': { width: 200, height: 200, fit: 'inside' },
  },
  cardBackground: {
    'card-thumbnail': { width: 480, height: 320, fit: 'cover' },
    'card-fullsize': { width: 1600, height: 1600, fit: 'inside' },
  },
  cardSignature: {
    'card-thumbnail': { width: 480, height: 480, fit: 'inside' },
  },
  incentiveBadge: {
    'incentive-badge-desktop': { width: 400, height: 400, fit: 'inside' },
    'incentive-badge-mobile': { width: 200, height: 200, fit: 'inside' },
  },
  incentiveProof: {
    'recognition-attachment-desktop': { width: 1200, height: 1200, fit: 'inside' },
    'recognition-attachment-mobile': { width: 600, height: 600, fit: 'inside' },
  },
  resource: {
    'resource-attachment-desktop': { width: 1200, height: 1200, fit: 'inside' },
    'resource-attachment-mobile': { width: 600, height: 600, fit: 'inside' },
  },
  resourceCover: {
    'resource-cover': { width: 1200, height: 630, fit: 'cover' },
    'resource-cover-thumbnail': { width: 480, height: 252, fit: 'cover' },
  },
};

const formats: Record<string, 'jpeg' | 'png' | 'webp'> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * Renders the purpose's variants of an image, keeping its format; never enlarges. The original
 * is re-encoded too, which drops metadata such as a photo's location. GIFs are kept as they are,
 * so their animation survives.
 */
export async function renderVariants(
  bytes: Buffer,
  contentType: string,
  purpose: UploadPurpose,
): Promise<{ original: Buffer; variants: Record<string, Buffer> } | null> {
  const format = formats[contentType];
  if (contentType === 'image/gif') {
    return {
      original: bytes,
      variants: Object.fromEntries(Object.keys(variantSpecs[purpose]).map((name) => [name, bytes])),
    };
  }
  if (!format) return null;
  // Loaded with the first image: a server at rest keeps libvips' bindings out of its heap.
  const { default: sharp } = await import('sharp');
  const image = () => sharp(bytes, { failOn: 'error', limitInputPixels: 50_000_000 }).rotate();
  const original = await image().toFormat(format).toBuffer();
  const variants: Record<string, Buffer> = {};
  for (const [name, spec] of Object.entries(variantSpecs[purpose])) {
    variants[name] = await image()
      .resize({ width: spec.width, height: spec.height, fit: spec.fit, withoutEnlargement: true })
      .toFormat(format)
      .toBuffer();
  }
  return { original, variants };
}
