// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';

import { phoneDigitsOnly, PhoneInput, preloadPhoneInput } from './phone-input';

function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="tel">WhatsApp</label>
      <PhoneInput
        id="tel"
        name="telefone"
        value={value}
        onChange={setValue}
        aria-describedby="tel-erro"
        aria-invalid
      />
      <output data-testid="value">{value}</output>
      <button type="button">fora</button>
    </>
  );
}

describe('PhoneInput before the full input loads (prerender / first paint)', () => {
  it('renders a working look-alike on the server: Brazil +55, tel input, placeholder, aria wiring', () => {
    const html = renderToString(<Field />);
    expect(html).toContain('+55');
    expect(html).toContain('type="tel"');
    expect(html).toContain('placeholder="(11) 99999-9999"');
    expect(html).toContain('aria-describedby="tel-erro"');
    expect(html).toContain('aria-invalid="true"');
  });
});

describe('PhoneInput (full)', () => {
  beforeAll(async () => {
    await preloadPhoneInput();
  });

  it('formats as typed and reports + and digits only (Brazil by default)', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const input = screen.getByLabelText('WhatsApp');
    await user.type(input, '11987654321');
    expect(input).toHaveValue('(11) 98765-4321');
    expect(screen.getByTestId('value')).toHaveTextContent('+5511987654321');
  });

  it('copies digits only', () => {
    render(<Field initial="+5511987654321" />);
    const input = screen.getByLabelText<HTMLInputElement>('WhatsApp');
    input.setSelectionRange(0, input.value.length);
    const data = new Map<string, string>();
    fireEvent.copy(input, {
      clipboardData: { setData: (type: string, text: string) => data.set(type, text) },
    });
    expect(data.get('text/plain')).toBe('11987654321');
    expect(phoneDigitsOnly('+55 (11) 98765-4321')).toBe('+5511987654321');
  });

  it('picks a country from a searchable list (search debounced 250 ms) with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const button = screen.getByRole('button', { name: /Selecionar país \(atual: Brasil \+55\)/ });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const search = screen.getByRole('combobox', { name: 'Buscar país' });
    expect(search).toHaveFocus();
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getAllByRole('option')[0]).toHaveTextContent('Brasil');

    await user.type(search, 'portu');
    // Not filtered yet: the list waits for the visitor to pause.
    expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(100);
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    expect(within(listbox).getByRole('option')).toHaveTextContent('Portugal+351');

    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(
      screen.getByRole('button', { name: /Selecionar país \(atual: Portugal \+351\)/ }),
    ).toBeInTheDocument();
    const input = screen.getByLabelText('WhatsApp');
    expect(input).toHaveFocus();
    await user.type(input, '912345678');
    expect(screen.getByTestId('value')).toHaveTextContent('+351912345678');
  });

  it('closes on a click outside and on Escape (focus back on the button)', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const button = screen.getByRole('button', { name: /Selecionar país/ });
    await user.click(button);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'fora' }));
    expect(screen.queryByRole('listbox')).toBeNull();

    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(button).toHaveFocus();
    await act(async () => {});
  });
});
