import './TagFilter.css';

export interface TagFilterProps {
  tags: readonly string[];
  /** The chosen tag, or null for all. */
  selected: string | null;
  onSelect: (tag: string | null) => void;
  /** Text of the button that clears the filter ('Todos'). */
  allLabel: string;
  /** Accessible name of the button group. */
  label: string;
}

/** A row of toggle buttons: one for all items plus one per tag. */
export default function TagFilter({ tags, selected, onSelect, allLabel, label }: TagFilterProps) {
  return (
    <div className="tag-filter" role="group" aria-label={label}>
      <button type="button" className="tag-filter__button" aria-pressed={selected === null} onClick={() => onSelect(null)}>
        {allLabel}
      </button>
      {tags.map((tag) => (
        <button
          key={tag}
          type="button"
          className="tag-filter__button"
          aria-pressed={selected === tag}
          onClick={() => onSelect(tag)}
        >
          {tag}
        </button>
      ))}
    </div>
  );
}
