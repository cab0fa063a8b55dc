import { useEffect, useState } from 'react';

const SEARCH_DELAY_MS = 250;

/**
 * The text of a search box whose search lives elsewhere (the URL): `onSearch` runs once typing
 * pauses, not on every key, so each keystroke neither asks the server nor rewrites the address.
 * `onSearch` should keep its identity between renders, or the pause starts over.
 */
export function useTypedSearch(value: string, onSearch: (text: string) => void) {
  const [text, setText] = useState(value);
  // A search set from outside (back button, a link) replaces what was typed.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return [text, setText] as const;
}
