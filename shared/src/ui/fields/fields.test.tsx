import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { setLanguage } from '@switchboard/shared/i18n';
import { TextField, NumberField } from './TextField';
import { PasswordField, CAPS_LOCK_WARNING } from './PasswordField';
import { SelectField } from './SelectField';
import { CheckboxField } from './CheckboxField';
import { TextArea } from './TextArea';
import { RadioGroup } from './RadioGroup';
import { FileField } from './FileField';
import { Fieldset } from './Fieldset';

describe('TextField', () => {
  it('binds the label to the input and keeps the asterisk out of the accessible name', () => {
    render(<TextField label="Account name" required />);
    const input = screen.getByLabelText('Account name');
    expect(input).toBe(screen.getByRole('textbox', { name: 'Account name' }));
    expect(input).toHaveAttribute('aria-required', 'true');
    // The visible asterisk is next to the label, hidden from screen readers (aria-required says it).
    const mark = screen.getByText('*');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(input).not.toHaveAttribute('required'); // no native bubble: forms show the spec's inline texts
  });

  it('shows no asterisk and no aria-required when optional', () => {
    render(<TextField label="SIP realm" />);
    expect(screen.queryByText('*')).not.toBeInTheDocument();
    expect(screen.getByLabelText('SIP realm')).not.toHaveAttribute('aria-required');
  });

  it('links the error and the hint as the description and marks the input invalid', () => {
    render(
      <TextField
        label="Name"
        hint="Shown in lists"
        error="The name you have entered is already in use on another one of your accounts."
      />,
    );
    const input = screen.getByLabelText('Name');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Shown in lists The name you have entered is already in use on another one of your accounts.',
    );
  });

  it('accepts a react-hook-form FieldError object', () => {
    render(<TextField label="Email" error={{ message: 'Email is required' }} />);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
  });

  it('is not invalid without an error, and keeps an aria-describedby of the caller', () => {
    render(
      <>
        <p id="outside">Extra</p>
        <TextField label="Name" aria-describedby="outside" />
      </>,
    );
    const input = screen.getByLabelText('Name');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Extra');
  });

  it('supports controlled use', async () => {
    function Controlled() {
      const [value, setValue] = useState('a');
      return (
        <>
          <TextField label="Name" value={value} onChange={(e) => setValue(e.target.value.toUpperCase())} />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.type(screen.getByLabelText('Name'), 'bc');
    expect(screen.getByLabelText('Name')).toHaveValue('ABC');
    expect(screen.getByRole('status')).toHaveTextContent('ABC');
  });

  it('shows read-only and disabled states', () => {
    render(
      <>
        <TextField label="A" readOnly defaultValue="x" />
        <TextField label="B" disabled />
      </>,
    );
    expect(screen.getByLabelText('A')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('B')).toBeDisabled();
  });

  it('renders prefix and suffix text around the input', () => {
    render(<TextField label="Subdomain" suffix=".sip.example.com" />);
    expect(screen.getByText('.sip.example.com')).toBeInTheDocument();
  });
});

describe('fields with react-hook-form', () => {
  function Form({ onValid }: { onValid: (values: unknown) => void }) {
    const {
      register,
      handleSubmit,
      formState: { errors },
    } = useForm<{
      name: string;
      password: string;
      vendor: string;
      active: boolean;
      limit: string;
      notes: string;
      format: string;
    }>({
      defaultValues: {
        name: '',
        password: '',
        vendor: 'aws',
        active: true,
        limit: '',
        notes: '',
        format: 'mp3',
      },
    });
    return (
      <form onSubmit={handleSubmit(onValid)} noValidate>
        <TextField
          label="Name"
          required
          error={errors.name}
          {...register('name', { required: 'Name is required' })}
        />
        <PasswordField label="Password" {...register('password')} />
        <SelectField
          label="Vendor"
          options={[
            { value: 'aws', label: 'AWS' },
            { value: 'google', label: 'Google' },
          ]}
          {...register('vendor')}
        />
        <CheckboxField label="Active" {...register('active')} />
        <NumberField label="Max calls" {...register('limit')} />
        <TextArea label="Notes" {...register('notes')} />
        <RadioGroup
          label="Format"
          options={[
            { value: 'mp3', label: 'mp3' },
            { value: 'wav', label: 'wav' },
          ]}
          {...register('format')}
        />
        <button type="submit">Save</button>
      </form>
    );
  }

  it('shows the inline error, focuses the field, then submits every value once fixed', async () => {
    const onValid = jest.fn();
    render(<Form onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(name).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();

    await userEvent.type(name, 'Acme');
    await userEvent.type(screen.getByLabelText('Password'), 's3cret!');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Vendor' }), 'google');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Active' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Max calls' }), '10');
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), 'hello');
    await userEvent.click(screen.getByRole('radio', { name: 'wav' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0][0]).toEqual({
      name: 'Acme',
      password: 's3cret!',
      vendor: 'google',
      active: false,
      limit: '10',
      notes: 'hello',
      format: 'wav',
    });
  });
});

describe('PasswordField', () => {
  it('names its toggle and the Caps Lock warning in the language in use', async () => {
    await setLanguage('de');
    const { unmount } = render(<PasswordField label="Passwort" capsLockWarning />);
    try {
      expect(screen.getByRole('button', { name: 'Passwort anzeigen' })).toBeInTheDocument();
      const input = screen.getByLabelText('Passwort');
      await userEvent.type(input, '{CapsLock}a');
      expect(await screen.findByText('Die Feststelltaste ist aktiviert')).toBeInTheDocument();
    } finally {
      unmount();
      await setLanguage('en');
    }
  });

  it('toggles between hidden and shown text with a pressed-state button', async () => {
    render(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('warns while typing with Caps Lock on, and stops when it is off or the field is left', async () => {
    const user = userEvent.setup(); // one keyboard state across calls
    render(<PasswordField label="Password" capsLockWarning />);
    const input = screen.getByLabelText('Password');
    await user.click(input);
    await user.keyboard('ab');
    expect(screen.queryByText(CAPS_LOCK_WARNING)).not.toBeInTheDocument();
    await user.keyboard('{CapsLock}AB');
    expect(screen.getByText(CAPS_LOCK_WARNING)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(CAPS_LOCK_WARNING);
    await user.keyboard('{CapsLock}c');
    expect(screen.queryByText(CAPS_LOCK_WARNING)).not.toBeInTheDocument();
    await user.keyboard('{CapsLock}D');
    expect(screen.getByText(CAPS_LOCK_WARNING)).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByText(CAPS_LOCK_WARNING)).not.toBeInTheDocument();
  });

  it('never warns about Caps Lock unless asked to', async () => {
    render(<PasswordField label="Password" />);
    await userEvent.click(screen.getByLabelText('Password'));
    await userEvent.keyboard('{CapsLock}AB');
    expect(screen.queryByText(CAPS_LOCK_WARNING)).not.toBeInTheDocument();
  });

  it('passes its own key handlers through', async () => {
    const onKeyDown = jest.fn();
    render(<PasswordField label="Password" onKeyDown={onKeyDown} capsLockWarning="Caps!" />);
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    expect(onKeyDown).toHaveBeenCalled();
  });
});

describe('SelectField', () => {
  it('renders a placeholder and options, with label, required mark and error', () => {
    render(
      <SelectField
        label="Account"
        required
        placeholder="Select an account"
        options={[{ value: 'a1', label: 'Acme' }]}
        error="Account is required"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Account' });
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Account is required');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Select an account', 'Acme']);
  });

  it('is disabled when read-only (a select cannot be read-only natively)', () => {
    render(<SelectField label="Method" readOnly options={[{ value: 'POST', label: 'POST' }]} />);
    expect(screen.getByRole('combobox', { name: 'Method' })).toBeDisabled();
  });
});

describe('CheckboxField', () => {
  it('is labelled, controllable and can render as a switch', async () => {
    function Toggle() {
      const [on, setOn] = useState(false);
      return (
        <CheckboxField
          label="Record all calls"
          toggle
          checked={on}
          onChange={(e) => setOn(e.target.checked)}
          hint="Uses the bucket below"
        />
      );
    }
    render(<Toggle />);
    const toggle = screen.getByRole('switch', { name: 'Record all calls' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription('Uses the bucket below');
    await userEvent.click(screen.getByText('Record all calls'));
    expect(toggle).toBeChecked();
  });

  it('is disabled when read-only', () => {
    render(<CheckboxField label="Active" readOnly />);
    expect(screen.getByRole('checkbox', { name: 'Active' })).toBeDisabled();
  });
});

describe('RadioGroup', () => {
  const options = [
    { value: 'mp3', label: 'mp3' },
    { value: 'wav', label: 'wav' },
  ];

  it('is a named radio group with required and error state', () => {
    render(
      <RadioGroup label="Audio format" name="format" options={options} required error="Choose a format" />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Audio format' });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Choose a format');
  });

  it('reports the chosen value when controlled', async () => {
    const onValueChange = jest.fn();
    render(
      <RadioGroup
        label="Audio format"
        name="format"
        options={options}
        value="mp3"
        onValueChange={onValueChange}
      />,
    );
    expect(screen.getByRole('radio', { name: 'mp3' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'wav' }));
    expect(onValueChange).toHaveBeenCalledWith('wav');
  });

  it('disables every option when read-only', () => {
    render(<RadioGroup label="Audio format" name="format" options={options} readOnly />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});

describe('FileField', () => {
  it('reads the chosen file as text', async () => {
    const onText = jest.fn();
    render(<FileField label="Service key" accept=".json" onText={onText} required />);
    const input = screen.getByLabelText('Service key');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('No file chosen');
    const file = new File(['{"private_key":"k","client_email":"e"}'], 'key.json', {
      type: 'application/json',
    });
    await userEvent.upload(input, file);
    await waitFor(() => expect(onText).toHaveBeenCalledWith('{"private_key":"k","client_email":"e"}', file));
    // the name once, beside the button (not 'Selected: key.json' under a native input that says it too)
    expect(screen.getByText('key.json')).toBeInTheDocument();
    expect(screen.queryByText(/Selected:/)).not.toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('key.json');
  });

  it('names the file chosen before (an edit page) and looks like a button', () => {
    render(<FileField label="Service key" currentFileName="service-key.json" />);
    expect(screen.getByLabelText('Service key')).toHaveAccessibleDescription('service-key.json');
    expect(screen.getByText('Choose file')).toBeInTheDocument();
  });

  it('shows the caller error (e.g. the spec text for a bad key)', () => {
    render(<FileField label="Service key" error="Invalid service key file, could not parse as JSON." />);
    expect(screen.getByLabelText('Service key')).toHaveAccessibleDescription(
      'No file chosen Invalid service key file, could not parse as JSON.',
    );
  });
});

describe('Fieldset', () => {
  it('groups fields under a legend and disables all of them at once for view-only users', () => {
    render(
      <Fieldset legend="Registration webhook" disabled>
        <TextField label="URL" />
        <CheckboxField label="Use HTTP basic authentication" />
      </Fieldset>,
    );
    expect(screen.getByRole('group', { name: 'Registration webhook' })).toBeInTheDocument();
    expect(screen.getByLabelText('URL')).toBeDisabled();
    expect(screen.getByLabelText('Use HTTP basic authentication')).toBeDisabled();
  });
});
