import { CloseButton, Input, InputGroup } from '@chakra-ui/react';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { LuSearch } from 'react-icons/lu';
import { SEARCH_DEBOUNCE_MS } from './list-constants';

export interface SearchBoxProps {
  /** The committed search (the list store's `search`). */
  value: string;
  /** Called SEARCH_DEBOUNCE_MS after the last keystroke, and at once on clear and when left. */
  onChange(value: string): void;
  /** Called on every keystroke with the text as typed (the table filters loaded rows with it). */
  onInput?(value: string): void;
  label?: string;
  placeholder?: string;
  debounceMs?: number;
  id?: string;
}

/** Search box (docs/rules/lists.md#search): debounced 500 ms, a clear button, Escape clears. */
export function SearchBox({
  value,
  onChange,
  onInput,
  label = 'Search',
  placeholder = 'Search...',
  debounceMs = SEARCH_DEBOUNCE_MS,
  id,
}: SearchBoxProps): ReactElement {
  const [text, setText] = useState(value);
  const inputRef = useRef<HTMLInputElement>(null);
  const committed = useRef(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  // The store can change the search from outside (its reset action): show what it holds.
  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
      onInput?.(value);
    }
  }, [value, onInput]);

  useEffect(() => {
    if (text === committed.current) return undefined;
    const timer = setTimeout(() => {
      // Already committed when the box was left.
      if (committed.current === text) return;
      committed.current = text;
      onChangeRef.current(text);
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [text, debounceMs]);

  function update(next: string): void {
    setText(next);
    onInput?.(next);
  }

  function clear(): void {
    update('');
    if (committed.current !== '') {
      committed.current = '';
      onChangeRef.current('');
    }
    inputRef.current?.focus();
  }

  // Leaving the box commits what it shows at once: a click on Export CSV right after typing
  // exports the rows the table shows, not the ones before the debounce ran.
  function commitNow(): void {
    if (text === committed.current) return;
    committed.current = text;
    onChangeRef.current(text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'Escape' && text !== '') {
      // Only a non-empty box eats Escape; an empty one lets it close whatever is around it.
      event.preventDefault();
      event.stopPropagation();
      clear();
    }
  }

  return (
    <InputGroup
      flex="1"
      // Narrower than this, the placeholder is cut ('Search nam…'): the toolbar's buttons wrap
      // to a row of their own instead (phones), and the box takes the whole first row.
      minW="12rem"
      maxW={{ base: 'full', md: '320px' }}
      startElement={<LuSearch aria-hidden />}
      endElement={
        text ? (
          <CloseButton size="xs" me="-2" aria-label="Clear search" onClick={clear} />
        ) : undefined
      }
    >
      <Input
        ref={inputRef}
        id={id}
        type="search"
        size="sm"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        autoComplete="off"
        onChange={(event) => update(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onBlur={commitNow}
        // The clear button stands in for the browser's own cancel button.
        css={{ '&::-webkit-search-cancel-button': { display: 'none' } }}
      />
    </InputGroup>
  );
}
