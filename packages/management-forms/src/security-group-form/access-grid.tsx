// AccessGrid: a group's grants as a table of features × View/Add/Edit/Delete check boxes, one section per level.
import { Checkbox } from '@hangar/ui';
import { ACCESS_COLUMNS, type AccessGrid as Grid, type FeatureSection } from '../lib/access-rules';

export type AccessGridProps = {
  caption: string;
  sections: readonly FeatureSection[];
  grid: Grid;
  onToggle: (featureId: number, bit: number, on: boolean) => void;
  disabled?: boolean;
};

export function AccessGrid({ caption, sections, grid, onToggle, disabled }: AccessGridProps) {
  return (
    <div data-slot="access-grid" className="min-w-0 overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b text-muted-foreground">
            <th scope="col" className="py-2 pe-2 text-start font-medium">
              Feature
            </th>
            {ACCESS_COLUMNS.map((c) => (
              <th key={c.bit} scope="col" className="w-14 px-1 py-2 text-center font-medium">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        {sections.map((section) => (
          <tbody key={section.level} data-slot="access-grid-section" data-level={section.level}>
            <tr>
              <th
                scope="rowgroup"
                colSpan={ACCESS_COLUMNS.length + 1}
                className="pt-4 pb-1 text-start text-xs font-semibold tracking-wide text-muted-foreground uppercase"
              >
                {section.heading}
              </th>
            </tr>
            {section.features.map((feature) => {
              const mask = grid[feature.id] ?? 0;
              return (
                <tr
                  key={feature.id}
                  data-slot="access-grid-row"
                  data-state={mask ? 'granted' : 'none'}
                  className="border-b last:border-b-0 hover:bg-muted/50"
                >
                  <th scope="row" className="py-2 pe-2 text-start font-normal">
                    {feature.name}
                  </th>
                  {ACCESS_COLUMNS.map((c) => (
                    <td key={c.bit} className="px-1 py-2 text-center">
                      <Checkbox
                        aria-label={`${feature.name}: ${c.label}`}
                        checked={(mask & c.bit) !== 0}
                        disabled={disabled}
                        onCheckedChange={(checked) => onToggle(feature.id, c.bit, checked === true)}
                        className="align-middle"
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        ))}
      </table>
    </div>
  );
}
