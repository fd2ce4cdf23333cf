/**
 * Spectral's `spectral:oas` ruleset over an OpenAPI document (issue 13 item 6), in-process: the same rules as
 * `npx spectral lint -r <extends: spectral:oas>` without spawning the CLI, so a test can run it in seconds.
 */
import spectralCore from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import spectralRulesets from '@stoplight/spectral-rulesets';

// CommonJS packages: their named exports are read off the default import.
const { Document, Spectral } = spectralCore;
const { Json } = spectralParsers;
const { oas } = spectralRulesets;

export interface SpectralFinding {
  severity: 'error' | 'warning' | 'info' | 'hint';
  code: string;
  path: string;
  message: string;
}

const SEVERITY = ['error', 'warning', 'info', 'hint'] as const;

export async function lintOpenApi(document: unknown): Promise<SpectralFinding[]> {
  const spectral = new Spectral();
  spectral.setRuleset({ extends: [[oas, 'recommended']] } as never);
  const results = await spectral.run(new Document(JSON.stringify(document), Json));
  return results.map((r) => ({
    severity: SEVERITY[r.severity] ?? 'hint',
    code: String(r.code),
    path: r.path.join('.'),
    message: r.message,
  }));
}
