import { lazy, Suspense, useEffect, useState } from 'react';

const ChatNudge = lazy(() => import('./chat-nudge').then((m) => ({ default: m.ChatNudge })));

/** The chat-assistant nudge's loader: nothing on the server or while hydrating; the nudge's code after mount. */
export function ChatNudgeGate() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ChatNudge />
    </Suspense>
  );
}
