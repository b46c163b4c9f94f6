// Calendar: react-day-picker styled with the design tokens instead of its own stylesheet.
import { ChevronDown, ChevronLeft, ChevronRight, ChevronUp } from 'lucide-react';
import {
  DayPicker,
  type ChevronProps,
  type ClassNames,
  type DateLib,
  type DateLibOptions,
  type DayPickerProps,
  type Modifiers,
} from 'react-day-picker';
import { buttonVariants } from '../button';
import { cn } from '../lib/cn';

const navButton = cn(
  buttonVariants({ variant: 'ghost', size: 'icon' }),
  'size-8 aria-disabled:pointer-events-none aria-disabled:opacity-50',
);

// Day states are read from the cell's data attributes (data-selected, data-today...), which DayPicker
// always sets, so a selected day wins over today without relying on the order of generated CSS.
const calendarClassNames: Partial<ClassNames> = {
  root: 'relative w-fit',
  months: 'relative flex flex-col gap-4',
  month: 'grid gap-2',
  nav: 'absolute inset-x-0 top-0 z-10 flex items-center justify-between',
  button_previous: navButton,
  button_next: navButton,
  month_caption: 'flex h-8 items-center justify-center px-9',
  caption_label: 'text-sm font-medium',
  month_grid: 'border-collapse',
  weekday: 'size-9 p-0 text-[0.8rem] font-normal text-muted-foreground',
  day: 'size-9 p-0 text-center text-sm',
  day_button:
    'inline-flex size-9 items-center justify-center rounded-md outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 [[data-selected]>&]:bg-primary [[data-selected]>&]:text-primary-foreground [[data-selected]>&]:hover:bg-primary/90 [[data-today]:not([data-selected])>&]:bg-accent [[data-today]:not([data-selected])>&]:font-semibold [[data-today]:not([data-selected])>&]:text-accent-foreground',
  outside: 'text-muted-foreground',
  disabled: 'text-muted-foreground',
  hidden: 'invisible',
  footer: 'pt-2 text-sm text-muted-foreground',
};

const chevrons = { left: ChevronLeft, right: ChevronRight, up: ChevronUp, down: ChevronDown };

function CalendarChevron({ orientation = 'left', className }: ChevronProps) {
  const Icon = chevrons[orientation];
  return <Icon data-slot="calendar-chevron" aria-hidden="true" className={cn('size-4', className)} />;
}

/**
 * Names a day button "Thursday, January 29, 2026": the visible "29" must be a word of the accessible name
 * (axe label-content-name-mismatch), which DayPicker's default "January 29th" is not.
 */
function labelDayButton(date: Date, modifiers: Modifiers, _options?: DateLibOptions, dateLib?: DateLib) {
  let label = dateLib
    ? dateLib.format(date, 'EEEE, MMMM d, yyyy')
    : date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
  if (modifiers.today) label = `Today, ${label}`;
  if (modifiers.selected) label = `${label}, selected`;
  return label;
}

export type CalendarProps = DayPickerProps;

/**
 * A month calendar that stays on the page, to pick a day (or a range, or several days: any react-day-picker
 * `mode`); for a date field in a form use DateInput, which opens this calendar in a popover. It takes
 * react-day-picker's props (`mode`, `selected`, `onSelect`, `disabled`…); `classNames` and `components` add
 * to the token styling.
 */
export function Calendar({ className, classNames, components, labels, ...props }: CalendarProps) {
  return (
    <DayPicker
      data-slot="calendar"
      className={cn('p-1', className)}
      classNames={{ ...calendarClassNames, ...classNames }}
      components={{ Chevron: CalendarChevron, ...components }}
      labels={{ labelDayButton, ...labels }}
      {...(props as DayPickerProps)}
    />
  );
}
