import type { TrackingView } from '@sulit/contracts/orders';
import { Check, Circle } from '../../components/icons';

/** The track-and-trace timeline: Order Created … Completed, each reached step with its Manila time. */
export function OrderTimeline({ timeline }: { timeline: TrackingView['timeline'] }) {
  return (
    <ol aria-label="Order timeline" className="space-y-0">
      {timeline.map((entry, i) => (
        <li
          key={entry.step}
          aria-current={entry.current ? 'step' : undefined}
          className="relative flex gap-3 pb-5 last:pb-0"
        >
          {i < timeline.length - 1 && (
            <span
              aria-hidden="true"
              className={`absolute top-7 left-3.5 h-[calc(100%-1.5rem)] w-0.5 ${entry.reached ? 'bg-brand-600' : 'bg-stone-200'}`}
            />
          )}
          <span
            aria-hidden="true"
            className={`grid size-7 shrink-0 place-items-center rounded-full ${
              entry.reached
                ? entry.step === 'cancelled' || entry.step === 'payment_failed'
                  ? 'bg-red-600 text-white'
                  : 'bg-brand-700 text-white'
                : 'border-2 border-stone-300 bg-white text-stone-300'
            }`}
          >
            {entry.reached ? <Check className="size-4" /> : <Circle className="size-2" />}
          </span>
          <div>
            <p className={`font-semibold ${entry.reached ? 'text-stone-900' : 'text-stone-500'}`}>{entry.label}</p>
            <p className="text-sm text-stone-600">{entry.at_display ?? (entry.reached ? '' : 'Not yet')}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
