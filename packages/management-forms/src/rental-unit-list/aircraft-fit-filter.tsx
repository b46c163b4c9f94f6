// "Fits an aircraft": a common type (from `AircraftTypes`) or a wingspan and tail height typed in feet; the
// list then shows only units whose door that aircraft goes through. Sizes that are not feet are refused at
// their field, and the list is not narrowed by them.
import { Button, Field, Input, SimpleSelect } from '@hangar/ui';
import { useState, type FormEvent } from 'react';
import { useOperation } from '../data';
import { fitSizeProblems, type UnitListState } from './rental-unit-list-rules';

const ANY = 'any';
const OTHER = 'other';
type Sizes = Pick<UnitListState, 'fitsWingspanFt' | 'fitsTailHeightFt'>;

/** Controlled by the list's state: `onChange` sets (or clears, with '') both sizes at once. */
export function AircraftFitFilter({ sizes, onChange }: { sizes: Sizes; onChange(next: Sizes): void }) {
  const { data: types = [] } = useOperation('AircraftTypes', {});
  const [draft, setDraft] = useState(sizes);
  const [shown, setShown] = useState(sizes);
  const [typing, setTyping] = useState(false);
  const [problems, setProblems] = useState(() => fitSizeProblems(sizes));
  // The state changed from outside (the address, "Clear"): the fields follow it.
  if (shown.fitsWingspanFt !== sizes.fitsWingspanFt || shown.fitsTailHeightFt !== sizes.fitsTailHeightFt) {
    setShown(sizes);
    setDraft(sizes);
    setProblems(fitSizeProblems(sizes));
  }
  const matching = types.find(
    (t) => String(t.wingspanFt) === sizes.fitsWingspanFt && String(t.tailHeightFt) === sizes.fitsTailHeightFt,
  );
  const given = sizes.fitsWingspanFt !== '' || sizes.fitsTailHeightFt !== '';
  const selected = matching && !typing ? matching.id : given || typing ? OTHER : ANY;
  const options = [
    { value: ANY, label: 'Any aircraft' },
    ...types.map((t) => ({
      value: t.id,
      label: `${t.make} ${t.model} (${t.wingspanFt} × ${t.tailHeightFt} ft)`,
    })),
    { value: OTHER, label: 'Other size…' },
  ];

  const choose = (value: string) => {
    setProblems(null);
    if (value === OTHER) return setTyping(true);
    setTyping(false);
    const type = types.find((t) => t.id === value);
    onChange(
      type
        ? { fitsWingspanFt: String(type.wingspanFt), fitsTailHeightFt: String(type.tailHeightFt) }
        : { fitsWingspanFt: '', fitsTailHeightFt: '' },
    );
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      fitsWingspanFt: draft.fitsWingspanFt.trim(),
      fitsTailHeightFt: draft.fitsTailHeightFt.trim(),
    };
    const found = fitSizeProblems(next);
    setProblems(found);
    if (!found) onChange(next);
  };

  return (
    <div data-slot="aircraft-fit-filter" className="flex flex-wrap items-end gap-3">
      <Field label="Fits an aircraft" className="w-64 shrink-0">
        <SimpleSelect options={options} value={selected} onValueChange={choose} />
      </Field>
      {selected === OTHER && (
        <form
          aria-label="Aircraft size"
          noValidate
          onSubmit={apply}
          className="flex flex-wrap items-start gap-3"
        >
          <Field label="Wingspan (ft)" error={problems?.wingspan} className="w-32">
            <Input
              inputMode="decimal"
              value={draft.fitsWingspanFt}
              onChange={(e) => setDraft({ ...draft, fitsWingspanFt: e.target.value })}
            />
          </Field>
          <Field label="Tail height (ft)" error={problems?.tail} className="w-32">
            <Input
              inputMode="decimal"
              value={draft.fitsTailHeightFt}
              onChange={(e) => setDraft({ ...draft, fitsTailHeightFt: e.target.value })}
            />
          </Field>
          <Button type="submit" size="sm" variant="outline" className="mt-7">
            Show units it fits
          </Button>
        </form>
      )}
    </div>
  );
}
