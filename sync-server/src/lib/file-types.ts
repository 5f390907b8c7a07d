/** File types told by their bytes, not their names. */

/** MP3: an ID3v2 tag, or an MPEG audio frame sync (11 set bits) with a valid layer. */
export function isMp3(head: Buffer): boolean {
  if (head.length >= 3 && head.toString('latin1', 0, 3) === 'ID3') return true;
  const b0 = head[0] ?? 0;
  const b1 = head[1] ?? 0;
  return b0 === 0xff && (b1 & 0xe0) === 0xe0 && (b1 & 0x06) !== 0;
}

export interface ImageInfo {
  type: 'jpeg' | 'png' | 'webp';
  width: number;
  height: number;
}

function jpegSize(buf: Buffer): { width: number; height: number } | undefined {
  let i = 2;
  while (i + 9 < buf.length) {
    if (buf[i] !== 0xff) return undefined;
    const marker = buf[i + 1] ?? 0;
    const length = buf.readUInt16BE(i + 2);
    // start-of-frame markers carry the size (not DHT C4, JPG C8, DAC CC)
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: buf.readUInt16BE(i + 5), width: buf.readUInt16BE(i + 7) };
    }
    i += 2 + length;
  }
  return undefined;
}

function webpSize(buf: Buffer): { width: number; height: number } | undefined {
  const chunk = buf.toString('latin1', 12, 16);
  if (chunk === 'VP8X' && buf.length >= 30) {
    return { width: 1 + buf.readUIntLE(24, 3), height: 1 + buf.readUIntLE(27, 3) };
  }
  if (chunk === 'VP8 ' && buf.length >= 30) {
    return { width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L' && buf.length >= 25) {
    const bits = buf.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  return undefined;
}

/** JPEG, PNG or WebP with its pixel size, from the first bytes; undefined for anything else. */
export function imageInfo(head: Buffer): ImageInfo | undefined {
  if (
    head.length >= 24 &&
    head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return { type: 'png', width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
  }
  if (head.length >= 4 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) {
    const size = jpegSize(head);
    return size ? { type: 'jpeg', ...size } : undefined;
  }
  if (
    head.length >= 16 &&
    head.toString('latin1', 0, 4) === 'RIFF' &&
    head.toString('latin1', 8, 12) === 'WEBP'
  ) {
    const size = webpSize(head);
    return size ? { type: 'webp', ...size } : undefined;
  }
  return undefined;
}
