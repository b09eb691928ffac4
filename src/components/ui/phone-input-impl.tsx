/**
 * The full phone input, loaded on demand by `phone-input.tsx` (its own chunk, ~45 KB gzip):
 * react-phone-number-input's core with libphonenumber's *min* metadata, pt-BR country names, no
 * flag images (ISO code badges, no third-party requests) and our own country picker — a button that
 * opens a searchable list (search debounced 250 ms), closed by Escape, Tab, a choice or
 * a click outside.
 */
import metadata from 'libphonenumber-js/min/metadata';
import { Check, Search } from 'lucide-react';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import PhoneInputWithCountry, { getCountryCallingCode, type Country } from 'react-phone-number-input/core';
import ptBR from 'react-phone-number-input/locale/pt-BR.json';

import { phoneInputTexts } from '@/content/lead-forms';
import { cn } from '@/lib/utils';
import { searchable } from '@/lib/text';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import {
  copyDigitsOnly,
  CountryCodeBadge,
  CountryButtonFace,
  countryButtonClasses,
  phoneFieldClasses,
  phoneNumberInputClasses,
  type PhoneInputImplProps,
} from './phone-input';

const COUNTRY_SEARCH_DEBOUNCE_MS = 250;

const labels = { ...ptBR, country: phoneInputTexts.countryButtonLabel };

function callingCodeOf(country: Country): string {
  return getCountryCallingCode(country, metadata);
}

export function PhoneInputImpl({
  id,
  name,
  value,
  onChange,
  onBlur,
  ref,
  placeholder = phoneInputTexts.placeholder,
  autoComplete = 'tel',
  required,
  disabled,
  defaultCountry = phoneInputTexts.defaultCountry,
  className,
  openPickerOnMount,
  focusOnMount,
  ...aria
}: PhoneInputImplProps) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setInputRef = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  useEffect(() => {
    if (!focusOnMount) return;
    const input = inputRef.current;
    if (!input) return;
    input.focus();
    const end = input.value.length;
    input.setSelectionRange(end, end);
  }, [focusOnMount]);

  return (
    <PhoneInputWithCountry
      // The component forwards its ref to the <input> (its typings say otherwise).
      ref={setInputRef as unknown as Ref<never>}
      metadata={metadata}
      labels={labels}
      locales="pt-BR"
      defaultCountry={defaultCountry as Country}
      addInternationalOption={false}
      countryOptionsOrder={[defaultCountry as Country, '|', '...']}
      limitMaxLength
      initialValueFormat="national"
      value={value || undefined}
      onChange={(next?: string) => onChange(next ?? '')}
      onBlur={() => onBlur?.()}
      disabled={disabled}
      autoComplete={autoComplete}
      className={phoneFieldClasses(aria['aria-invalid'], disabled, className)}
      countrySelectComponent={CountrySelect}
      countrySelectProps={{ openOnMount: openPickerOnMount }}
      numberInputProps={{ className: phoneNumberInputClasses }}
      // Passed on to the <input>.
      id={id}
      name={name}
      placeholder={placeholder}
      required={required}
      inputMode="tel"
      onCopy={copyDigitsOnly}
      {...aria}
    />
  );
}

interface CountryOption {
  value?: Country;
  label: string;
  divider?: boolean;
}

interface CountrySelectProps {
  value?: Country;
  options: CountryOption[];
  onChange: (country?: Country) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  disabled?: boolean;
  readOnly?: boolean;
  openOnMount?: boolean;
}

function CountrySelect({
  value,
  options,
  onChange,
  onFocus,
  onBlur,
  disabled,
  readOnly,
  openOnMount,
}: CountrySelectProps) {
  const [open, setOpen] = useState(Boolean(openOnMount) && !disabled);
  const [query, setQuery] = useState('');
  const debouncedQuery = useDebouncedValue(query, COUNTRY_SEARCH_DEBOUNCE_MS);
  const [active, setActive] = useState<Country | undefined>(value);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const baseId = useId();
  const listId = `${baseId}-lista`;
  const optionId = (country: Country) => `${baseId}-${country}`;

  const shown = useMemo(() => {
    const term = searchable(debouncedQuery).replace(/^\+/, '');
    if (!term) return options;
    return options.filter((option) => {
      if (!option.value || option.divider) return false;
      return (
        searchable(option.label).includes(term) ||
        option.value.toLowerCase() === term ||
        callingCodeOf(option.value).startsWith(term)
      );
    });
  }, [options, debouncedQuery]);
  const choices = useMemo(
    () => shown.flatMap((option) => (option.value && !option.divider ? [option.value] : [])),
    [shown],
  );
  const activeChoice = active && choices.includes(active) ? active : choices[0];

  const close = (focusButton: boolean) => {
    setOpen(false);
    setQuery('');
    if (focusButton) buttonRef.current?.focus();
  };

  const choose = (country: Country) => {
    close(false);
    // react-phone-number-input then moves focus to the number input.
    if (country !== value) onChange(country);
    else buttonRef.current?.focus();
  };

  // Opening: focus the search box and show the current country.
  useEffect(() => {
    if (!open) return;
    searchRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open || !activeChoice) return;
    document.getElementById(`${baseId}-${activeChoice}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeChoice, baseId]);

  // A click or tap outside closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  });

  const move = (delta: number | 'first' | 'last') => {
    if (choices.length === 0) return;
    const index = activeChoice ? choices.indexOf(activeChoice) : -1;
    const next =
      delta === 'first'
        ? 0
        : delta === 'last'
          ? choices.length - 1
          : Math.min(choices.length - 1, Math.max(0, index + delta));
    setActive(choices[next]);
  };

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'PageDown':
        event.preventDefault();
        move(10);
        break;
      case 'PageUp':
        event.preventDefault();
        move(-10);
        break;
      case 'Enter':
        event.preventDefault();
        if (activeChoice) choose(activeChoice);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive(value);
      setOpen(true);
    }
  };

  const current = value ?? (phoneInputTexts.defaultCountry as Country);
  const currentLabel = options.find((option) => option.value === current)?.label ?? current;
  const currentCode = callingCodeOf(current);

  return (
    <div
      ref={rootRef}
      className="flex"
      onBlur={(event) => {
        // Focus left the picker (e.g. Shift+Tab from the search box).
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) close(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={countryButtonClasses}
        disabled={disabled || readOnly}
        aria-label={`${phoneInputTexts.countryButtonLabel} (atual: ${currentLabel} +${currentCode})`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => {
          if (open) close(false);
          else {
            setActive(value);
            setOpen(true);
          }
        }}
        onKeyDown={onButtonKeyDown}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        <CountryButtonFace country={current} callingCode={currentCode} />
      </button>

      {open && (
        <div className="absolute top-full left-0 z-50 mt-1.5 w-full min-w-64 overflow-hidden rounded-lg border border-ink-200 bg-white shadow-lg">
          <div className="relative border-b border-ink-200">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-500"
            />
            <input
              ref={searchRef}
              type="text"
              role="combobox"
              aria-label={phoneInputTexts.searchPlaceholder.replace(/\.+$/, '')}
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeChoice ? optionId(activeChoice) : undefined}
              autoComplete="off"
              spellCheck={false}
              placeholder={phoneInputTexts.searchPlaceholder}
              className="h-11 w-full bg-transparent pr-3 pl-9 text-base text-ink-950 placeholder:text-ink-500 focus:outline-none sm:text-sm"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={onSearchKeyDown}
            />
          </div>
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={phoneInputTexts.countryButtonLabel}
            className="max-h-64 overflow-y-auto overscroll-contain py-1"
          >
            {choices.length === 0 && (
              <li role="presentation" className="px-3 py-2.5 text-sm text-ink-600">
                {phoneInputTexts.noCountryFound}
              </li>
            )}
            {shown.map((option, index) =>
              option.divider || !option.value ? (
                <li key={`divisor-${index}`} role="separator" className="my-1 border-t border-ink-200" />
              ) : (
                <CountryOptionItem
                  key={option.value}
                  id={optionId(option.value)}
                  country={option.value}
                  label={option.label}
                  selected={option.value === value}
                  active={option.value === activeChoice}
                  onHover={setActive}
                  onChoose={choose}
                />
              ),
            )}
          </ul>
        </div>
      )}
    </div>
  );
}

function CountryOptionItem({
  id,
  country,
  label,
  selected,
  active,
  onHover,
  onChoose,
}: {
  id: string;
  country: Country;
  label: string;
  selected: boolean;
  active: boolean;
  onHover: (country: Country) => void;
  onChoose: (country: Country) => void;
}) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={selected}
      className={cn(
        'flex cursor-pointer items-center gap-2.5 px-3 py-2 text-sm text-ink-900',
        active && 'bg-accent-50',
        selected && 'font-semibold',
      )}
      onPointerMove={() => onHover(country)}
      // Keep focus in the search box while clicking.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(country)}
    >
      <CountryCodeBadge country={country} />
      <span className="min-w-0 flex-1 truncate">{label}</span>
      <span className="text-ink-600 tabular-nums">+{callingCodeOf(country)}</span>
      {selected && <Check aria-hidden="true" className="size-4 text-accent-700" />}
    </li>
  );
}
