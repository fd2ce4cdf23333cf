import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Gzip for a body whose few variable pieces change per answer (the CSP nonce) without compressing per answer.
 * Each fixed part is deflated once, on its own, ending in a full flush: byte-aligned blocks that refer to
 * nothing before them, so the parts can be laid end to end. Per answer only the variable pieces go between
 * them, as stored (uncompressed) blocks, followed by an empty final block and the gzip trailer (CRC-32 and
 * length of the whole body). RFC 1951 §3.2.3–3.2.4, RFC 1952 §2.3.
 */
export function deflateParts(parts: readonly Buffer[]): Buffer[] {
  return parts.map((part) => deflateRawSync(part, { level: 6, finishFlush: constants.Z_FULL_FLUSH }));
}

/** The 10-byte gzip header: deflate, no name or time, operating system unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);
/** An empty block with BFINAL set (fixed Huffman, end-of-block code only). */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** One stored (uncompressed) non-final block holding `data` (at most 65 535 bytes). */
function storedBlock(data: Buffer): Buffer {
  const block = Buffer.allocUnsafe(5 + data.length);
  block[0] = 0x00;
  block.writeUInt16LE(data.length, 1);
  block.writeUInt16LE(~data.length & 0xffff, 3);
  data.copy(block, 5);
  return block;
}

/**
 * The gzip body of `parts` joined with `joint` between each two, from the parts' raw bytes (for the checksum)
 * and their deflated forms (deflateParts).
 */
export function splicedGzip(parts: readonly Buffer[], deflated: readonly Buffer[], joint: Buffer): Buffer {
  const pieces: Buffer[] = [GZIP_HEADER];
  const between = storedBlock(joint);
  let crc = 0;
  let length = 0;
  parts.forEach((part, i) => {
    if (i > 0) {
      pieces.push(between);
      crc = crc32(joint, crc);
      length += joint.length;
    }
    pieces.push(deflated[i]!);
    crc = crc32(part, crc);
    length += part.length;
  });
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  pieces.push(FINAL_BLOCK, trailer);
  return Buffer.concat(pieces);
}
