import type { ReactNode } from 'react';

/** A narrow card for the auth forms when they are reached as pages instead of the modal. */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-6 md:py-12">
      <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm md:p-8">
        <h1 className="mb-5 text-2xl font-extrabold tracking-tight">{title}</h1>
        {children}
      </div>
    </div>
  );
}
