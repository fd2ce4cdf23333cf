import type { RebatesContext } from './rebates-context';

/** The scheduler's job: earns whose return window has closed become available, once each. */
export async function releaseRebates(context: RebatesContext, now: Date): Promise<number> {
  let released = 0;
  for (let round = 0; round < 20; round += 1) {
    const count = await context.rebates.releaseDue(now.toISOString(), 500);
    released += count;
    if (count < 500) break;
  }
  if (released > 0) context.log.info({ released }, 'rebates now available');
  return released;
}
