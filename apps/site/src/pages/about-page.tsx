// About: where to ask for more information about the field.
import { airport } from '../config';
import { usePageTitle } from './page-title';

export function AboutPage() {
  usePageTitle('Information');
  return (
    <div data-slot="about-page" className="mx-auto flex max-w-2xl flex-col gap-3 grayscale">
      <h1 className="text-2xl font-semibold">Information</h1>
      <p>
        {airport.name} ({airport.code}) is a general-aviation airfield near Fort Worth, Texas.
      </p>
      <p>
        For more information, contact{' '}
        <a className="font-medium underline underline-offset-4" href={`mailto:${airport.contactEmail}`}>
          {airport.contactEmail}
        </a>
        .
      </p>
    </div>
  );
}
