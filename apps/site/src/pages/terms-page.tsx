// Terms and Conditions: the site's own legal text; the operator comes from the configuration.
import type { ReactNode } from 'react';
import { airport } from '../config';
import { usePageTitle } from './page-title';

export const TERMS_EFFECTIVE_DATE = 'September 15, 2019';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export function TermsPage() {
  usePageTitle('Terms and Conditions');
  const op = airport.termsOperator;
  const site = `the ${airport.name} website`;
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-5 leading-relaxed">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">Terms and Conditions</h1>
        <p className="text-sm text-muted-foreground">Effective {TERMS_EFFECTIVE_DATE}</p>
      </header>
      <p>
        {site} is operated by {op.name} (&quot;we&quot;, &quot;us&quot;). By using it you agree to these
        terms. If you do not agree, please do not use the site. Weather, radar and flight-restriction
        information here is provided for general awareness only: it is not an official briefing, and pilots
        must obtain one from an approved source before flight.
      </p>
      <Section title="Privacy">
        <p>
          We collect only what the site needs to work: the pages you open, your browser type and, if you sign
          in, your account details. We do not sell personal information. We keep it only as long as needed to
          run the service and as the law requires.
        </p>
      </Section>
      <Section title="Electronic communications">
        <p>
          Visiting the site or sending us e-mail is communicating electronically. You agree that notices and
          other communications we send you electronically satisfy any legal requirement that they be in
          writing.
        </p>
      </Section>
      <Section title="Children">
        <p>
          The site is not directed at children under 13, and we do not knowingly collect their personal
          information. Minors may use the site only with a parent or guardian.
        </p>
      </Section>
      <Section title="Links to third-party sites">
        <p>
          The site shows and links to content of others, such as the National Weather Service, the FAA and
          hangar listings. We do not control those sites and are not responsible for their content,
          availability or privacy practices.
        </p>
      </Section>
      <Section title="Prohibited use">
        <p>
          You may not use the site for any unlawful purpose, to interfere with its operation or security, to
          access accounts or data that are not yours, or to copy its content in bulk by automated means.
        </p>
      </Section>
      <Section title="Indemnification">
        <p>
          You agree to indemnify and hold harmless {op.name}, its owners, staff and agents from any claim or
          demand, including reasonable attorneys&apos; fees, arising from your use of the site or your breach
          of these terms.
        </p>
      </Section>
      <Section title="Arbitration">
        <p>
          Any dispute arising from these terms or the site will be settled by binding arbitration in the State
          of {op.state}, except that either party may seek relief in a court of competent jurisdiction to
          protect intellectual property.
        </p>
      </Section>
      <Section title="Class action waiver">
        <p>
          Any arbitration or proceeding will be conducted only on an individual basis; you waive any right to
          bring or take part in a class, collective or representative action.
        </p>
      </Section>
      <Section title="Limitation of liability">
        <p>
          The site and its information are provided &quot;as is&quot;, without warranties of any kind. To the
          fullest extent the law allows, {op.name} is not liable for any direct, indirect, incidental or
          consequential damages arising from its use, including decisions made from weather or
          flight-restriction information shown here.
        </p>
      </Section>
      <Section title="Termination">
        <p>
          We may suspend or end your access to the site at any time, without notice, for conduct that breaks
          these terms or harms other users. These terms are governed by the laws of the State of {op.state}.
        </p>
      </Section>
      <Section title="Changes to these terms">
        <p>
          We may change these terms at any time by posting a new version on this page with its effective date.
          Using the site after a change means you accept the new terms.
        </p>
      </Section>
      <Section title="Contact us">
        <p>
          Questions about these terms go to {op.name} at{' '}
          <a className="font-medium underline underline-offset-4" href={`mailto:${op.email}`}>
            {op.email}
          </a>
          .
        </p>
      </Section>
    </article>
  );
}
