import { STORE_BRAND } from '@sulit/domain/shared/store-constants';
import type { Route } from './+types/help-center-contact-us';
import { seoTags } from '../features/content/seo';
import { ContactBlock } from '../features/help/contact-block';
import { EnquiryForm } from '../features/help/enquiry-form';
import { HelpCenterTrail } from '../features/help/help-center-trail';
import { Section } from '../components/section';

export function loader({ url }: Route.LoaderArgs) {
  return { origin: url.origin };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoTags({
    title: `Contact us — ${STORE_BRAND}`,
    description: 'Send Sulit Club an enquiry about an order, delivery, payment or membership; we reply by e-mail.',
    url: `${loaderData?.origin ?? ''}/help-center/contact-us`,
    type: 'website',
  });

export default function ContactUs() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 md:px-6 md:py-10">
      <HelpCenterTrail>
        <span className="text-stone-500">Contact us</span>
      </HelpCenterTrail>
      <h1 className="mt-2 text-2xl font-extrabold tracking-tight md:text-4xl">Contact us</h1>
      <p className="mt-2 max-w-2xl text-stone-700">
        Tell us what happened and we will reply by e-mail. Add your order number and a photo if your question is about
        an order — it helps us answer faster.
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <Section
          title="Send an enquiry"
          className="rounded-2xl border border-stone-200 bg-white p-5 md:p-8"
          titleClassName="mb-4 text-xl font-extrabold tracking-tight"
        >
          <EnquiryForm />
        </Section>
        <ContactBlock />
      </div>
    </div>
  );
}
