import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflateParts, splicedGzip } from './spliced-gzip';

describe('gzip spliced around a per-answer nonce', () => {
  it('decompresses to the parts joined with the nonce, and checks out (CRC and length)', () => {
    const text = '<html><script nonce="N">a()</script>'.repeat(200) + 'é ünïcode ✓';
    const parts = text.split('N').map((part) => Buffer.from(part));
    const deflated = deflateParts(parts);
    for (const nonce of ['abc+/=', 'x'.repeat(24)]) {
      const body = gunzipSync(splicedGzip(parts, deflated, Buffer.from(nonce)));
      expect(body.toString()).toBe(text.split('N').join(nonce));
    }
  });

  it('handles a body without any nonce and an empty part', () => {
    const parts = [Buffer.from(''), Buffer.from('tail')];
    expect(gunzipSync(splicedGzip(parts, deflateParts(parts), Buffer.from('n'))).toString()).toBe('ntail');
    const one = [Buffer.from('only')];
    expect(gunzipSync(splicedGzip(one, deflateParts(one), Buffer.from('n'))).toString()).toBe('only');
  });
});
