// TagInput: a list of short tags typed into one field (Enter or comma adds, each has a remove button).
import { Badge, cn, inputClasses } from '@hangar/ui';
import { useState, type ComponentProps } from 'react';
import { addTags, TAG_MAX_COUNT } from './rules';

export type TagInputProps = Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange'> & {
  value: readonly string[];
  onChange: (tags: string[]) => void;
  /** At most this many tags; defaults to 30. */
  max?: number;
};

/**
 * A list of short tags typed into one field, such as a contact's tags. The tags show as badges before the
 * input; Enter, a comma or leaving the field adds what was typed, Backspace in the empty field removes the
 * last tag. Id and ARIA props go to the input, so it works inside a Field.
 */
export function TagInput({
  value,
  onChange,
  max = TAG_MAX_COUNT,
  disabled,
  readOnly,
  className,
  onBlur,
  onKeyDown,
  ...props
}: TagInputProps) {
  const [text, setText] = useState('');
  const locked = disabled || readOnly;

  function commit(typed = text) {
    setText('');
    const next = addTags(value, typed, max);
    if (next.length !== value.length) onChange(next);
  }

  return (
    <div
      data-slot="tag-input"
      data-state={locked ? 'read-only' : 'editable'}
      className={cn(
        inputClasses,
        'flex h-auto min-h-9 flex-wrap items-center gap-1.5 py-1.5 focus-within:border-ring focus-within:ring-2 focus-within:ring-ring',
        className,
      )}
    >
      {value.length > 0 && (
        <ul data-slot="tag-input-tags" aria-label="Current tags" className="contents">
          {value.map((tag) => (
            <li key={tag} className="contents">
              <Badge data-slot="tag-input-tag" variant="secondary" className="gap-0.5 pr-0.5">
                {tag}
                {!locked && (
                  <button
                    type="button"
                    data-slot="tag-input-remove"
                    aria-label={`Remove tag ${tag}`}
                    className="rounded-sm px-1 leading-none outline-none hover:bg-background/60 focus-visible:ring-2 focus-visible:ring-ring"
                    onClick={() => onChange(value.filter((t) => t !== tag))}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                )}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      {!locked ? (
        <input
          data-slot="tag-input-input"
          type="text"
          autoComplete="off"
          enterKeyHint="enter"
          className="min-w-24 flex-1 bg-transparent outline-none placeholder:text-muted-foreground"
          value={text}
          onChange={(event) => {
            const typed = event.target.value;
            if (typed.includes(',')) commit(typed);
            else setText(typed);
          }}
          onKeyDown={(event) => {
            onKeyDown?.(event);
            if (event.defaultPrevented) return;
            if (event.key === 'Enter') {
              // Enter adds the tag rather than submitting the form; with nothing typed it submits as usual.
              if (text.trim()) {
                event.preventDefault();
                commit();
              }
            } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
              onChange(value.slice(0, -1));
            }
          }}
          onBlur={(event) => {
            if (text.trim()) commit();
            onBlur?.(event);
          }}
          {...props}
        />
      ) : (
        <input
          data-slot="tag-input-input"
          type="text"
          readOnly
          disabled={disabled}
          className="min-w-0 flex-1 bg-transparent outline-none"
          value={value.length === 0 ? 'None' : ''}
          {...props}
        />
      )}
    </div>
  );
}
