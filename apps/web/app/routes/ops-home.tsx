import { redirect } from 'react-router';
import type { Route } from './+types/ops-home';
import { consoleRead } from '../features/ops/console-access';
import { getOpsMe } from '../features/ops/api/ops-session';
import { serverApi } from '../lib/http/server-client';

/** /ops opens the first page the staff member's roles may read. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const me = await consoleRead(getOpsMe(serverApi(context, request)), url);
  const first = me.navigation[0];
  if (first) throw redirect(first.path);
  return null;
}

export default function OpsHome() {
  return (
    <>
      <h1 className="mb-4 text-2xl font-extrabold">Operator console</h1>
      <p>Your roles have no console pages yet. Ask an administrator for the role your work needs.</p>
    </>
  );
}
