import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/utils';

import { Input } from './input';

interface SearchInputProps extends Omit<ComponentProps<'input'>, 'type' | 'onChange'> {
  /** The visible placeholder doubles as the accessible name unless `aria-label` is given. */
  placeholder: string;
  value: string;
  onValueChange: (value: string) => void;
}

/** A search box with a magnifier icon (e.g. 'Buscar insights...'). */
export function SearchInput({ placeholder, value, onValueChange, className, ...props }: SearchInputProps) {
  return (
    <div className={cn('relative w-full sm:max-w-sm', className)}>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-500"
      />
      <Input
        type="search"
        aria-label={placeholder}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className="pl-9"
        {...props}
      />
    </div>
  );
}
