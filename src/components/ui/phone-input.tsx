/**
 * Phone field with a country picker (default Brazil, '+' prefix, digits only).
 *
 * react-phone-number-input + libphonenumber's *min* metadata cost about 45 KB gzip, so they are
 * never part of a page's first load: the page (and its prerendered HTML) shows a look-alike field
 * that already works (plain `tel` input, Brazil preselected), and the real one is loaded when the
 * field comes near the viewport or the visitor interacts with it (`phone-input-impl.tsx`, its own
 * chunk). The value is always E.164-like: '+' and 10–15 digits ('+5511999999999'), or ''.
 */
import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState, type ClipboardEvent, type ComponentType, type Ref } from 'react';

import { phoneInputTexts } from '@/content/lead-forms';
import { cn } from '@/lib/utils';

interface PhoneInputProps {
  id: string;
  name: string;
  /** '+5511999999999' or ''. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
  placeholder?: string;
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** ISO 3166-1 alpha-2; Brazil by default. */
  defaultCountry?: string;
  className?: string;
}

/** The number's digits, with a leading '+' if it had one (copy gives digits only). */
export function phoneDigitsOnly(text: string): string {
  const digits = text.replace(/\D/g, '');
  return text.trim().startsWith('+') && digits ? `+${digits}` : digits;
}

/** Copying (part of) the formatted number puts only its digits on the clipboard. */
export function copyDigitsOnly(event: ClipboardEvent<HTMLInputElement>): void {
  const input = event.currentTarget;
  const start = input.selectionStart ?? 0;
  const end = input.selectionEnd ?? 0;
  if (start === end) return;
  event.preventDefault();
  event.clipboardData.setData('text/plain', phoneDigitsOnly(input.value.slice(start, end)));
}

/**
 * The country's ISO code as a small badge. Emoji flags are not used: Windows shows them as two
 * letters and systems without an emoji font as empty boxes; flag images would be a third-party
 * request or ~50 KB of SVGs.
 */
export function CountryCodeBadge({ country }: { country: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex h-5 min-w-7 items-center justify-center rounded bg-ink-100 px-1 text-[0.6875rem] font-semibold tracking-wide text-ink-700"
    >
      {country.toUpperCase()}
    </span>
  );
}

export function phoneFieldClasses(
  invalid: boolean | undefined,
  disabled: boolean | undefined,
  className?: string,
) {
  return cn(
    'relative flex h-11 w-full items-stretch rounded-lg border border-ink-300 bg-white shadow-xs',
    'focus-within:border-accent-600 focus-within:ring-2 focus-within:ring-accent-500/30',
    invalid && 'border-danger-600 focus-within:border-danger-600 focus-within:ring-danger-600/20',
    disabled && 'bg-ink-50',
    className,
  );
}

export const countryButtonClasses = cn(
  'flex shrink-0 items-center gap-1.5 rounded-l-lg border-r border-ink-200 pr-2 pl-3 text-sm font-medium text-ink-900',
  'hover:bg-ink-50 focus-visible:bg-ink-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-600',
  'disabled:cursor-not-allowed disabled:text-ink-500 disabled:hover:bg-transparent',
);

export const phoneNumberInputClasses = cn(
  'h-full w-0 min-w-0 flex-1 rounded-r-lg bg-transparent px-3 text-base text-ink-950 sm:text-sm',
  'placeholder:text-ink-500 focus:outline-none disabled:text-ink-500',
);

/** Flag, calling code and chevron: the country button's face (same in both implementations). */
export function CountryButtonFace({ country, callingCode }: { country: string; callingCode: string }) {
  return (
    <>
      <CountryCodeBadge country={country} />
      <span className="tabular-nums">+{callingCode}</span>
      <ChevronDown aria-hidden="true" className="size-4 text-ink-500" />
    </>
  );
}

/** Calling codes the look-alike knows without metadata (the default country's). */
const FALLBACK_CALLING_CODES: Record<string, string> = { BR: '55' };

export interface PhoneInputImplProps extends PhoneInputProps {
  /** The look-alike's country button was pressed: open the picker once mounted. */
  openPickerOnMount?: boolean;
  /** The look-alike's input had focus: keep it in the real input. */
  focusOnMount?: boolean;
}

type Impl = ComponentType<PhoneInputImplProps>;
let loadedImpl: Impl | undefined;
let loading: Promise<Impl> | undefined;

/** Loads the full phone input (own chunk). Call early, e.g. when a form gets focus. */
export function preloadPhoneInput(): Promise<Impl> {
  loading ??= import('./phone-input-impl').then(
    (module) => (loadedImpl = module.PhoneInputImpl),
    (error: unknown) => {
      loading = undefined; // let a later interaction try again
      throw error;
    },
  );
  return loading;
}

export function PhoneInput(props: PhoneInputProps) {
  // Never during prerender or hydration (the server has no impl); at once on client navigations.
  const [Impl, setImpl] = useState<Impl | undefined>(() =>
    typeof window === 'undefined' ? undefined : loadedImpl,
  );
  const [openPicker, setOpenPicker] = useState(false);
  const [focusOnMount, setFocusOnMount] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (Impl) return;
    let cancelled = false;
    const load = () => {
      preloadPhoneInput().then(
        (component) => {
          if (cancelled) return;
          const active = document.activeElement;
          setFocusOnMount(active instanceof HTMLInputElement && !!rootRef.current?.contains(active));
          setImpl(() => component);
        },
        (error: unknown) => console.error('Falha ao carregar o campo de telefone:', error),
      );
    };
    const root = rootRef.current;
    if (!root || typeof IntersectionObserver === 'undefined') {
      load();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(root);
    root.addEventListener('pointerenter', load, { once: true });
    root.addEventListener('focusin', load, { once: true });
    return () => {
      cancelled = true;
      observer.disconnect();
      root.removeEventListener('pointerenter', load);
      root.removeEventListener('focusin', load);
    };
  }, [Impl]);

  if (Impl) return <Impl {...props} openPickerOnMount={openPicker} focusOnMount={focusOnMount} />;
  return <PhoneInputFallback {...props} rootRef={rootRef} onRequestPicker={() => setOpenPicker(true)} />;
}

/**
 * The look-alike shown until the full input loads: same box, Brazil's button, a working `tel`
 * input that reports '+55…' (or '+…' when the visitor types the '+' and a country code).
 */
function PhoneInputFallback({
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
  rootRef,
  onRequestPicker,
  ...aria
}: PhoneInputProps & { rootRef: Ref<HTMLDivElement>; onRequestPicker: () => void }) {
  const callingCode = FALLBACK_CALLING_CODES[defaultCountry] ?? '';
  const [text, setText] = useState('');
  // Shown text follows the form: a reset (value '' while digits are shown) empties it.
  const shown = value === '' && /\d/.test(text) ? '' : text;
  return (
    <div ref={rootRef} className={phoneFieldClasses(aria['aria-invalid'], disabled, className)}>
      <button
        type="button"
        className={countryButtonClasses}
        disabled={disabled}
        aria-label={`${phoneInputTexts.countryButtonLabel} (atual: Brasil +${callingCode})`}
        aria-haspopup="listbox"
        aria-expanded={false}
        onClick={onRequestPicker}
      >
        <CountryButtonFace country={defaultCountry} callingCode={callingCode} />
      </button>
      <input
        ref={ref}
        id={id}
        name={name}
        type="tel"
        inputMode="tel"
        autoComplete={autoComplete}
        placeholder={placeholder}
        required={required}
        disabled={disabled}
        className={phoneNumberInputClasses}
        value={shown}
        onChange={(event) => {
          const next = event.target.value.replace(/[^\d+()\s-]/g, '');
          setText(next);
          const digits = phoneDigitsOnly(next);
          onChange(digits === '' ? '' : digits.startsWith('+') ? digits : `+${callingCode}${digits}`);
        }}
        onBlur={onBlur}
        onCopy={copyDigitsOnly}
        {...aria}
      />
    </div>
  );
}
