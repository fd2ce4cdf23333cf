import { testEngines } from '@sulit/tools/testing/engines';
import { TEST_NOW } from '@sulit/tools/testing/test-database';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../apps/server/src/test-app';
import { describeFindings, fuzzDictionary, fuzzIdentities } from './fuzz-setup';
import { fuzz } from './openapi-fuzz';

/** Requests per operation per identity in `npm test`; tools/fuzz/src/cli.ts runs the large version. */
const PER_OPERATION = 4;

describe.each(testEngines())('fuzzing every operation of the OpenAPI document on $engine', ({ open }) => {
  const server = useTestApp(open);

  it('answers generated and hostile requests, guest and signed in, without a 5xx, a leak or a broken schema', async () => {
    const result = await fuzz({
      app: server.app,
      perOperation: PER_OPERATION,
      seed: 20261121,
      dictionary: await fuzzDictionary(server.app),
      identities: fuzzIdentities(server.database, () => TEST_NOW),
    });
    expect(result.requests).toBeGreaterThan(1000);
    expect(describeFindings(result.findings)).toBe('');
    expect(result.fiveHundreds).toBe(0);
  }, 180_000);
});
