import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { FormDateField, FormTextField } from './form-fields.tsx';

afterEach(cleanup);

const schema = z.object({
  rows: z.array(
    z.object({ name: z.string().min(1, 'validation.required'), from: z.string({ error: 'validation.required' }) }),
  ),
});
type Values = z.input<typeof schema>;

function RowsForm() {
  const { control, handleSubmit } = useForm<Values>({
    mode: 'onTouched',
    resolver: zodResolver(schema),
    defaultValues: { rows: [] },
  });
  const rows = useFieldArray({ control, name: 'rows' });
  return (
    <form onSubmit={handleSubmit(() => undefined)}>
      {rows.fields.map((f, i) => (
        <div key={f.id}>
          <FormTextField control={control} name={`rows.${i}.name`} label={`Name ${i + 1}`} />
          <FormDateField control={control} name={`rows.${i}.from`} label={`From ${i + 1}`} />
        </div>
      ))}
      <button type="button" onClick={() => rows.append({ name: '', from: null as never })}>
        add
      </button>
      <button type="submit">save</button>
    </form>
  );
}

const tick = () => act(() => new Promise((r) => setTimeout(r, 0)));

describe('form fields: no "Required" before a field is touched (#13 item 6)', () => {
  it('a new row shows no error; a touched field and a sent form do', async () => {
    render(<RowsForm />);
    fireEvent.click(screen.getByText('add'));
    await tick();
    await tick();
    expect(screen.queryAllByText('Required')).toHaveLength(0);
    fireEvent.focus(screen.getByLabelText('Name 1'));
    fireEvent.blur(screen.getByLabelText('Name 1'));
    await tick();
    expect(screen.getAllByText('Required')).toHaveLength(1);
    fireEvent.click(screen.getByText('add'));
    await tick();
    await tick();
    expect(screen.getAllByText('Required')).toHaveLength(1);
    fireEvent.click(screen.getByText('save'));
    await tick();
    await tick();
    expect(screen.getAllByText('Required')).toHaveLength(4);
  });
});
