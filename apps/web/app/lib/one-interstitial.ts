/**
 * The dialogs a page opens on its own (a splash ad, the survey after a delivery) take turns: at most one is open
 * in a tab. The survey waits for a splash ad to close (the server has already claimed its one offer, so it must
 * not be lost); a splash ad due while the survey is open stands down, as it does for another splash.
 */
let holder: string | null = null;
const waiting = new Set<() => void>();

/** true when `who` may open now (nothing else is open), and it then holds the turn until it releases it */
export function claimInterstitial(who: string): boolean {
  if (holder !== null && holder !== who) return false;
  holder = who;
  return true;
}

export function releaseInterstitial(who: string): void {
  if (holder !== who) return;
  holder = null;
  for (const next of [...waiting]) next();
}

/** Opens `open` as `who` as soon as nothing else is open; the answer cancels the wait. */
export function openInterstitialWhenFree(who: string, open: () => void): () => void {
  const attempt = () => {
    if (!claimInterstitial(who)) return;
    waiting.delete(attempt);
    open();
  };
  waiting.add(attempt);
  attempt();
  return () => waiting.delete(attempt);
}
