import { useEffect, useRef, useState } from 'react';

/**
 * A search field bound to the address: the field shows what is typed at once, `commit` gets the
 * trimmed text 250 ms after typing stops; a search changed from outside (Back) shows in the field.
 */
export function useSearchText(
  search: string,
  commit: (text: string) => void,
): [string, (text: string) => void] {
  const [text, setText] = useState(search);
  const [typed, setTyped] = useState(search);
  const written = useRef(search);
  useEffect(() => {
    const timer = setTimeout(() => setTyped(text), 250);
    return () => clearTimeout(timer);
  }, [text]);
  useEffect(() => {
    const next = typed.trim();
    if (next === written.current) return;
    written.current = next;
    commit(next);
  }, [typed, commit]);
  useEffect(() => {
    if (search === written.current) return;
    written.current = search;
    setText(search);
  }, [search]);
  return [text, setText];
}
