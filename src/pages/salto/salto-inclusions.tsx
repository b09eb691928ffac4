import { CheckList } from '@/components/site/check-list';
import { saltoPrice } from '@/content/salto';

/** What the course includes, each after a green check: in the price card and beside the signup form. */
export function SaltoInclusions({ className, align }: { className: string; align?: 'start' | 'center' }) {
  return (
    <CheckList
      items={saltoPrice.inclusions}
      className={className}
      itemClassName="gap-2.5 text-ink-800"
      mark="circle"
      markClassName="text-success-600"
      align={align}
    />
  );
}
