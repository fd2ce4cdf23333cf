import { Link } from 'react-router';

/**
 * A way to another auth form: inside the modal it switches the view (a button); on its own page it is a link
 * to that form's page, so it also works before the JavaScript loads.
 */
export function SwitchLink({
  onSwitch,
  to,
  className,
  children,
}: {
  onSwitch: (() => void) | undefined;
  to: string;
  className: string;
  children: string;
}) {
  if (onSwitch) {
    return (
      <button type="button" onClick={onSwitch} className={`min-h-11 ${className}`}>
        {children}
      </button>
    );
  }
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}

/** The line under an auth form that offers the other one: "New to Sulit Club? Create an account". */
export function SwitchPrompt({
  question,
  onSwitch,
  to,
  children,
}: {
  question: string;
  onSwitch: (() => void) | undefined;
  to: string;
  children: string;
}) {
  return (
    <p className="text-center text-sm text-stone-700">
      {question}{' '}
      <SwitchLink onSwitch={onSwitch} to={to} className="font-semibold text-brand-700 hover:underline">
        {children}
      </SwitchLink>
    </p>
  );
}
