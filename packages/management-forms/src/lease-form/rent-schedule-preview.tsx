// RentSchedulePreview: the next due dates and amounts the lease's terms make, updating as they are typed.
import { Badge } from '@hangar/ui';
import { useWatch, type FieldValues } from 'react-hook-form';
import type { FormControl } from '../lib/form-fields';
import { rentText } from '../rental-unit-form/rental-unit-form-rules';
import { schedulePreview, type LeaseFormInput } from './lease-form-rules';

const day = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const dateText = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));

/** The next twelve charges of the terms in `control`'s form, or a hint while the terms are incomplete. */
export function RentSchedulePreview({
  control,
  count = 12,
}: {
  control: FormControl<LeaseFormInput, FieldValues>;
  count?: number;
}) {
  const [type, startDate, endDate, rentCents, rentCycle, dueDay] = useWatch({
    control,
    name: ['type', 'startDate', 'endDate', 'rentCents', 'rentCycle', 'dueDay'],
  });
  const charges = schedulePreview({ type, startDate, endDate, rentCents, rentCycle, dueDay }, count);
  return (
    <section
      data-slot="rent-schedule-preview"
      aria-labelledby="rent-schedule-title"
      className="grid min-w-0 content-start gap-3 rounded-lg border p-4"
    >
      <h2 id="rent-schedule-title" className="text-base leading-none font-semibold">
        Rent schedule
      </h2>
      {charges === null ? (
        <p data-slot="rent-schedule-preview-hint" className="text-sm text-muted-foreground">
          The schedule shows once the start, the end (unless month to month), the rent and the due day are
          valid.
        </p>
      ) : charges.length === 0 ? (
        <p className="text-sm text-muted-foreground">No rent falls due under these terms.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">
              The next {charges.length === 1 ? 'charge' : `${charges.length} charges`} of rent
            </caption>
            <thead>
              <tr className="border-b text-left text-muted-foreground">
                <th scope="col" className="py-1 pr-3 font-medium">
                  Due
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Period
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {charges.map((c) => (
                <tr
                  key={c.dueDate}
                  data-prorated={c.prorated || undefined}
                  className="border-b last:border-0"
                >
                  <td className="py-1 pr-3 whitespace-nowrap">
                    <time dateTime={c.dueDate}>{dateText(c.dueDate)}</time>
                  </td>
                  <td className="py-1 pr-3">
                    {dateText(c.periodStart)} – {dateText(c.periodEnd)}
                    {c.prorated && (
                      <Badge variant="outline" className="ml-2">
                        Prorated
                      </Badge>
                    )}
                  </td>
                  <td className="py-1 text-right whitespace-nowrap tabular-nums">
                    {rentText(c.amountCents)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
