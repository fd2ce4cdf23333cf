/**
 * What the help and sellers features borrow from others, as ports app.ts fills (features never import each
 * other): the customers feature's ALTCHA check and its shared attempt counters, and who is signed in.
 */
interface CounterRule {
  key: string;
  limit: number;
  windowMs: number;
}

export interface AbusePorts {
  /** true when the ALTCHA payload solves one of our challenges, first use only */
  verifyCaptcha(payload: string): Promise<boolean>;
  /** counts one attempt against each rule (shared by every instance); a wait in seconds per exceeded rule */
  attempt(rules: CounterRule[]): Promise<{ waits: (number | null)[] }>;
}
