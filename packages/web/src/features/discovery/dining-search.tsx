import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Loader2, MapPin, Search, Utensils } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { SUGGEST_MIN_CHARS } from '@tablestay/core/restaurant/limits';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { useI18n } from '../../i18n';
import { lazySchema, useLazyForm, usePreloadOnFocus } from '../shared/lazy-form';
import { trpc } from '../../trpc';
import { pluralKey } from './plural';
import type { Suggestion } from './types';
import { useDebouncedValue } from './use-debounced-value';

/** Suggestions start after SUGGEST_MIN_CHARS characters, once typing pauses this long. */
const SUGGEST_DEBOUNCE_MS = 250;

const SUGGESTION_FORMS = {
  one: 'discovery.dining.count.one',
  two: 'discovery.dining.count.two',
  few: 'discovery.dining.count.few',
  other: 'discovery.dining.count.other',
} as const;

// The same location rule as /find (the budget is /find's own field), loaded on first use.
const locationSchema = lazySchema(() => import('@tablestay/core/restaurant/schema').then((m) => m.searchInput.pick({ location: true })));

/**
 * The home page's dining search: one field for a location or a restaurant, with typeahead
 * suggestions as an ARIA 1.2 combobox (arrows move, Enter picks, Escape closes). Submitting goes to
 * /find?location=…; picking a restaurant opens its page, picking a city searches it. The text is
 * form state (useLazyForm, ADR 054) checked by core's location rule; the list's open/active state is UI state.
 */
export function DiningSearch() {
  const { t, tm, locale } = useI18n();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const preloadOnFocus = usePreloadOnFocus(locationSchema);
  const form = useLazyForm(locationSchema, { location: '' });
  const query = form.values.location;
  const setQuery = (location: string) => form.set({ location });
  const error = form.errors.location;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = query.trim();
  const settled = useDebouncedValue(typed, SUGGEST_DEBOUNCE_MS);
  const enabled = settled.length >= SUGGEST_MIN_CHARS;
  const suggest = useQuery({
    ...trpc.restaurant.suggest.queryOptions({ q: settled }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const items: Suggestion[] = enabled && typed.length >= SUGGEST_MIN_CHARS ? (suggest.data ?? []) : [];
  const expanded = open && items.length > 0;
  const activeItem = expanded && active >= 0 ? items[active] : undefined;
  const optionId = (i: number) => `${id}-option-${i}`;

  const search = (location: string) => {
    setOpen(false);
    void navigate({ to: '/find', search: { location } });
  };

  const choose = (item: Suggestion) => {
    setOpen(false);
    setActive(-1);
    if (item.kind === 'restaurant') void navigate({ to: '/restaurants/$id', params: { id: item.id } });
    else {
      setQuery(item.name);
      search(item.name);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      if (!expanded) setOpen(true);
      if (items.length) setActive((i) => (i + 1) % items.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      if (!expanded) setOpen(true);
      if (items.length) setActive((i) => (i <= 0 ? items.length - 1 : i - 1));
    } else if (e.key === 'Enter' && activeItem) {
      e.preventDefault();
      choose(activeItem);
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (query) {
        e.preventDefault();
        setQuery('');
      }
    }
  };

  return (
    <form
      role="search"
      aria-label={t('discovery.dining.title')}
      noValidate
      ref={preloadOnFocus}
      onSubmit={form.handleSubmit((v) => search(v.location))}
      className="flex flex-col gap-3"
    >
      <label htmlFor={`${id}-input`} className="text-sm font-medium">
        {t('discovery.dining.label')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" />
          <input
            id={`${id}-input`}
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={activeItem ? optionId(active) : undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
            placeholder={t('discovery.dining.placeholder')}
            maxLength={200}
            name="location"
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
            onFocus={() => setOpen(true)}
            className={cn(
              'h-12 w-full rounded-lg border bg-card pl-10 pr-10 text-base outline-none focus-visible:ring-2 focus-visible:ring-ring',
              error ? 'border-destructive' : 'border-border',
            )}
          />
          {suggest.isFetching && enabled && (
            <Loader2 aria-hidden className="absolute right-3 top-1/2 size-4 -translate-y-1/2 animate-spin text-muted-foreground" />
          )}
          <div
            id={listId}
            role="listbox"
            aria-label={t('discovery.dining.suggestions')}
            hidden={!expanded}
            className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-y-auto rounded-xl border border-border bg-card p-1 shadow-lg"
          >
            {items.map((item, i) => (
              // Options are chosen from the keyboard through the combobox (aria-activedescendant), so they take no focus themselves.
              // oxlint-disable-next-line jsx-a11y/click-events-have-key-events
              <div
                key={`${item.kind}-${item.id}`}
                tabIndex={-1}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => setActive(i)}
                onClick={() => choose(item)}
                className={cn('flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5', i === active && 'bg-muted')}
              >
                {item.kind === 'restaurant' ? (
                  <Utensils aria-hidden className="size-4 shrink-0 text-primary" />
                ) : (
                  <MapPin aria-hidden className="size-4 shrink-0 text-primary" />
                )}
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{item.name}</span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {item.kind === 'restaurant' ? `${t('discovery.dining.kindRestaurant')} · ${item.city}` : t('discovery.dining.kindCity')}
                  </span>
                </span>
              </div>
            ))}
          </div>
        </div>
        {/* The fields' text size, over the large button's (`!`: `cn` merges no classes). */}
        <Button type="submit" size="lg" disabled={!typed} className="text-base!">
          <Search aria-hidden className="size-5" /> {t('discovery.dining.submit')}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {tm(error)}
        </p>
      )}
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('discovery.dining.hint')}
      </p>
      <p aria-live="polite" className="sr-only">
        {expanded ? t(pluralKey(locale, items.length, SUGGESTION_FORMS), { count: items.length }) : ''}
      </p>
    </form>
  );
}
