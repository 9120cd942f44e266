import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { SearchTab } from '@tradelink/shared/catalog/search-options';
import { useTranslation } from '~/lib/use-translation.tsx';
import { cx } from '~/components/ui/layout.tsx';
import hidden from '~/components/ui/visually-hidden.module.css';
import css from './KeywordCombobox.module.css';

/** Milliseconds of quiet typing before suggestions are asked for. */
const DEBOUNCE_MS = 150;
const HAN = /\p{Script=Han}/u;

/** Two letters, or one Chinese character, before anything is suggested (the server's rule too). */
const worthAsking = (text: string) => HAN.test(text) || text.length >= 2;

interface Props {
  /** The search tab the suggestions must find results on. */
  tab?: SearchTab;
  defaultValue?: string;
  /** The input's accessible name (and the list's). */
  label: string;
  placeholder?: string;
  name?: string;
  className?: string;
  inputClassName?: string;
}

/**
 * A search box that suggests keywords while one types: the ARIA 1.2 editable combobox with a
 * list popup (APG "combobox with list autocomplete"). Focus stays in the input; Down and Up move
 * through the suggestions (aria-activedescendant), Enter or a click picks one and submits the
 * surrounding form, Escape closes the list. Put it inside a `<form>` (GET /search) with a submit
 * button; it is plain markup and loads the API client only when someone types, so light pages
 * and the header can use it.
 */
export function KeywordCombobox({ tab = 'products', defaultValue = '', label, placeholder, name = 'keyword', className, inputClassName }: Props) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const listId = `${id}-list`;
  const input = useRef<HTMLInputElement>(null);
  // Uncontrolled: what is typed before the page hydrates stays in the box when it does.
  const [typed, setTyped] = useState(defaultValue.trim());
  const [items, setItems] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const latest = useRef('');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const ask = (text: string) => {
    latest.current = text;
    window.clearTimeout(timer.current);
    const keyword = text.trim();
    if (!worthAsking(keyword)) {
      setItems([]);
      close();
      return;
    }
    timer.current = window.setTimeout(() => {
      void import('../api/suggest-keywords.ts')
        .then(({ suggestKeywords }) => suggestKeywords(keyword, tab))
        .then((list) => {
          // An answer to an older text is dropped: the list always matches what is in the box.
          if (latest.current !== text) return;
          setItems(list);
          setActive(-1);
          setOpen(list.length > 0 && document.activeElement === input.current);
        })
        .catch(() => undefined);
    }, DEBOUNCE_MS);
  };

  const pick = (suggestion: string) => {
    latest.current = suggestion;
    window.clearTimeout(timer.current);
    close();
    const box = input.current;
    if (!box) return;
    box.value = suggestion;
    setTyped(suggestion);
    box.form?.requestSubmit();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const count = items.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!count) return;
      e.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(e.key === 'ArrowDown' ? 0 : count - 1);
      } else {
        setActive((a) => (e.key === 'ArrowDown' ? (a + 1) % count : (a <= 0 ? count : a) - 1));
      }
    } else if (e.key === 'Enter' && open && active >= 0) {
      e.preventDefault();
      pick(items[active]!);
    } else if (e.key === 'Enter') {
      // The form searches what is typed: a suggestion still on its way must not open over the results.
      window.clearTimeout(timer.current);
      latest.current = '';
      close();
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close();
    } else if (e.key === 'Tab') {
      close();
    }
  };

  const optionId = (i: number) => `${id}-option-${i}`;
  return (
    <div className={cx(css.root, className)}>
      <input
        ref={input}
        type="text"
        name={name}
        defaultValue={defaultValue}
        placeholder={placeholder}
        aria-label={label}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        className={inputClassName}
        onChange={(e) => {
          setTyped(e.currentTarget.value.trim());
          ask(e.currentTarget.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={(e) => items.length > 0 && latest.current === e.currentTarget.value && setOpen(true)}
        onBlur={close}
      />
      <ul id={listId} role="listbox" aria-label={t('suggest.label')} hidden={!open} className={css.list}>
        {items.map((item, i) => (
          <li
            key={item}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            // The name is the whole keyword: the bold completion must not split it in two words.
            aria-label={item}
            className={cx(css.option, i === active && css.active)}
            // Keep the focus in the input: the click picks without blurring it first.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(item)}
          >
            {item.toLowerCase().startsWith(typed.toLowerCase()) && typed ? (
              <>
                {item.slice(0, typed.length)}
                <strong>{item.slice(typed.length)}</strong>
              </>
            ) : (
              item
            )}
          </li>
        ))}
      </ul>
      <span role="status" className={hidden.visuallyHidden}>
        {open ? t('suggest.count', { count: items.length }) : ''}
      </span>
    </div>
  );
}

export default KeywordCombobox;
