/**
 * axe and the W3C Nu checker over a page (issue 13 item 4), shared by the judges script and the browser spec.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The checker's jar from the vnu-jar package, run with the machine's Java (17 or later). */
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/** The two sizes the store is judged at (the e2e projects' viewports). */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

/**
 * axe's rules as Lighthouse runs them: everything axe enables by default, plus the name-and-label check
 * (WCAG 2.5.3) that axe still marks experimental.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
}

/** The Nu checker's errors per document (java -jar vnu.jar, one JVM for all of them). */
export async function vnuErrors(documents: Record<string, string>): Promise<Record<string, string[]>> {
  const dir = await mkdtemp(join(tmpdir(), 'vnu-'));
  try {
    const files: Record<string, string> = {};
    let i = 0;
    for (const [name, html] of Object.entries(documents)) {
      const file = join(dir, `page-${i++}.html`);
      await writeFile(file, html);
      files[file] = name;
    }
    const { stderr, stdout } = await promisify(execFile)(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', '--stdout', ...Object.keys(files)],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stdout || stderr) as { messages: VnuMessage[] };
    const errors: Record<string, string[]> = Object.fromEntries(Object.values(files).map((name) => [name, []]));
    for (const m of messages) {
      if (m.type !== 'error' && m.subType !== 'fatal') continue;
      const name = files[decodeURIComponent(new URL(m.url ?? 'file:///').pathname)] ?? 'unknown';
      (errors[name] ??= []).push(`line ${m.lastLine ?? '?'}: ${m.message}`);
    }
    return errors;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
