// @vitest-environment happy-dom
import type { Envelope } from '@atelier/contracts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithApp } from '../../school-admin/testing/admin-test-harness';
import { AmbassadorForm } from './ambassador-form';
import { ContactForm } from './contact-form';
import { DemoRequestForm } from './demo-request-form';
import { EnquiryForm } from './enquiry-form';

/** The error text tied to a field by aria-describedby. */
function errorOf(field: HTMLElement): string {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids
    .map((id) => document.getElementById(id))
    .filter((node) => node?.id.endsWith('-error'))
    .map((node) => node?.textContent?.replace(/^!/, '') ?? '')
    .join(' ');
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const COUNTRIES = ok({
  countries: [
    { code: 'FR', name: 'France', hasRegions: true },
    { code: 'GB', name: 'United Kingdom', hasRegions: true },
  ],
});
const FRANCE_REGIONS = ok({
  country: { code: 'FR', name: 'France', hasRegions: true },
  regions: [
    { code: 'FR-ARA', name: 'Auvergne-Rhône-Alpes' },
    { code: 'FR-IDF', name: 'Île-de-France' },
  ],
});
const ACCEPTED = ok({ replyWithinHours: 24 });

afterEach(cleanup);

describe(EnquiryForm.name, () => {
  it('shows exactly the messages of spec section 5 for an empty form and sends nothing', async () => {
    const onSent = vi.fn();
    const { requests } = renderWithApp(<EnquiryForm onSent={onSent} />, { answers: [COUNTRIES] });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });

    expect(errorOf(screen.getByLabelText('First name'))).toBe('First name is required');
    expect(errorOf(screen.getByLabelText('Last name'))).toBe('Last name is required');
    expect(errorOf(screen.getByLabelText('Institution name'))).toBe('Institution name is required');
    expect(errorOf(screen.getByLabelText('Country or region'))).toBe('Country is required');
    expect(errorOf(screen.getByLabelText('City'))).toBe('City name is required');
    expect(errorOf(screen.getByLabelText('Business phone number'))).toBe(
      'Business phone number is required',
    );
    expect(errorOf(screen.getByLabelText('Business email address'))).toBe(
      'Business email address is required',
    );
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
    expect(onSent).not.toHaveBeenCalled();
  });

  it('checks the e-mail on blur, then on every change', async () => {
    renderWithApp(<EnquiryForm onSent={() => undefined} />, { answers: [COUNTRIES] });
    const email = screen.getByLabelText('Business email address');

    type('Business email address', 'head@school');
    expect(errorOf(email)).toBe('');
    fireEvent.blur(email);
    expect(errorOf(email)).toBe('Please enter a valid business email address');

    type('Business email address', 'head@school.example');
    expect(errorOf(email)).toBe('');
    type('Business email address', 'head@');
    expect(errorOf(email)).toBe('Please enter a valid business email address');
    type('Business email address', '');
    expect(errorOf(email)).toBe('Business email address is required');
  });

  it('starts with the consent ticked and one student, and disables submit while unticked', () => {
    renderWithApp(<EnquiryForm onSent={() => undefined} />, { answers: [COUNTRIES] });
    const consent = screen.getByRole('checkbox', { name: /I agree that Atelier Chinese keeps/ });
    const send = screen.getByRole('button', { name: 'Send' });
    expect((consent as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Number of students') as HTMLInputElement).value).toBe('1');
    expect((send as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(consent);
    expect((send as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Please tick the consent box to send the form')).toBeTruthy();
    fireEvent.click(consent);
    expect((send as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends every field, with the region of the cascading selects, and promises a reply', async () => {
    const onSent = vi.fn();
    const { requests } = renderWithApp(<EnquiryForm onSent={onSent} />, {
      answers: [COUNTRIES, FRANCE_REGIONS, ACCEPTED],
    });
    await screen.findByRole('option', { name: 'France' });
    type('First name', 'Claire');
    type('Last name', 'Dubois');
    type('Institution name', 'École Lumière');
    fireEvent.change(screen.getByLabelText('Country or region'), { target: { value: 'FR' } });
    await screen.findByRole('option', { name: 'Île-de-France' });
    fireEvent.change(screen.getByLabelText('Region (optional)'), { target: { value: 'FR-IDF' } });
    type('City', 'Paris');
    type('Business phone number', '+33 1 23 45 67 89');
    type('Business email address', 'Claire@Ecole-Lumiere.example');
    type('Number of students', '240');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Homework' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });

    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(onSent).toHaveBeenCalledWith('Thank you! We will reply within 24 hours.');
    const regions = requests.filter((request) => request.method === 'GET');
    expect(regions.map((request) => request.path)).toEqual(['/ajax/regions', '/ajax/regions']);
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts).toEqual([
      {
        method: 'POST',
        path: '/www/consult/advice',
        body: {
          countryRegion: 'FR-IDF',
          city: 'Paris',
          institutionName: 'École Lumière',
          institutionPersonFirstName: 'Claire',
          institutionPersonLastName: 'Dubois',
          institutionPhone: '+33 1 23 45 67 89',
          institutionEmail: 'claire@ecole-lumiere.example',
          institutionStudentNumber: '240',
          needFunctions: 'homework',
          consent: 'true',
        },
      },
    ]);
  });

  it('shows the server’s field messages of a 400 under their fields', async () => {
    const refusal: Envelope = {
      code: 400,
      message: 'Please check the form',
      data: { fields: { countryRegion: 'Please choose a country or region from the list' } },
    };
    const onSent = vi.fn();
    renderWithApp(<EnquiryForm onSent={onSent} />, {
      answers: [COUNTRIES, FRANCE_REGIONS, refusal],
    });
    await screen.findByRole('option', { name: 'France' });
    type('First name', 'Claire');
    type('Last name', 'Dubois');
    type('Institution name', 'École Lumière');
    fireEvent.change(screen.getByLabelText('Country or region'), { target: { value: 'FR' } });
    type('City', 'Paris');
    type('Business phone number', '0123456789');
    type('Business email address', 'claire@ecole.example');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });

    const country = screen.getByLabelText('Country or region');
    await waitFor(() =>
      expect(errorOf(country)).toBe('Please choose a country or region from the list'),
    );
    expect(onSent).not.toHaveBeenCalled();
  });

  it('speaks French', async () => {
    renderWithApp(<EnquiryForm onSent={() => undefined} />, {
      locale: 'fr',
      answers: [COUNTRIES],
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    });
    expect(errorOf(screen.getByLabelText('Prénom'))).not.toBe('');
  });
});

describe(ContactForm.name, () => {
  it('requires the names and a well-formed e-mail, not the message', async () => {
    const { requests } = renderWithApp(<ContactForm onSent={() => undefined} />);
    type('Email address', 'nobody');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(errorOf(screen.getByLabelText('First name'))).toBe('First name is required');
    expect(errorOf(screen.getByLabelText('Last name'))).toBe('Last name is required');
    expect(errorOf(screen.getByLabelText('Email address'))).toBe(
      'Please enter a valid email address',
    );
    expect(errorOf(screen.getByLabelText('Message (optional)'))).toBe('');
    expect(requests).toEqual([]);
  });

  it('sends the four fields and hands back the notice', async () => {
    const onSent = vi.fn();
    const { requests } = renderWithApp(<ContactForm onSent={onSent} />, { answers: [ACCEPTED] });
    type('First name', 'Sam');
    type('Last name', 'Lee');
    type('Email address', 'sam@family.example');
    type('Message (optional)', 'Do you teach on Saturdays?');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    await waitFor(() =>
      expect(onSent).toHaveBeenCalledWith('Thank you! We will reply within 24 hours.'),
    );
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/www/consult/contact',
        body: {
          firstName: 'Sam',
          lastName: 'Lee',
          email: 'sam@family.example',
          message: 'Do you teach on Saturdays?',
        },
      },
    ]);
  });
});

describe(AmbassadorForm.name, () => {
  it('requires every field', async () => {
    const { requests } = renderWithApp(<AmbassadorForm />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(errorOf(screen.getByLabelText('Name'))).toBe('Name is required');
    expect(errorOf(screen.getByLabelText('Email address'))).toBe('Email address is required');
    expect(errorOf(screen.getByLabelText('Phone number'))).toBe('Phone number is required');
    expect(errorOf(screen.getByLabelText('Student age range'))).toBe(
      'Student age range is required',
    );
    expect(errorOf(screen.getByLabelText('School'))).toBe('School name is required');
    expect(requests).toEqual([]);
  });

  it('sends the application, empties the form and says when we reply', async () => {
    const { requests } = renderWithApp(<AmbassadorForm />, { answers: [ACCEPTED] });
    type('Name', 'Ana Costa');
    type('Email address', 'ana@example.org');
    type('Phone number', '+44 20 7946 0000');
    fireEvent.change(screen.getByLabelText('Student age range'), { target: { value: '6-8' } });
    type('School', 'Hillside Primary');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(await screen.findByText('Thank you! We will reply within 24 hours.')).toBeTruthy();
    expect(requests[0]).toEqual({
      method: 'POST',
      path: '/ajax/ambassador',
      body: {
        name: 'Ana Costa',
        email: 'ana@example.org',
        phone: '+44 20 7946 0000',
        studentAgeRange: '6-8',
        school: 'Hillside Primary',
      },
    });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });
});

describe(DemoRequestForm.name, () => {
  it('disables submit while the consent box is unticked, and checks the child’s age', async () => {
    const { requests } = renderWithApp(<DemoRequestForm />);
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    fireEvent.click(screen.getByRole('checkbox'));
    expect(send.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox'));
    type('Child’s age', '2');
    await act(async () => {
      fireEvent.click(send);
    });
    expect(errorOf(screen.getByLabelText('Child’s age'))).toBe('Please enter an age from 3 to 14');
    expect(errorOf(screen.getByLabelText('Your name'))).toBe('Your name is required');
    expect(requests).toEqual([]);
  });

  it('tells a parent whose e-mail already has an account', async () => {
    renderWithApp(<DemoRequestForm />, { answers: [ok({ registered: true })] });
    type('Email address', 'parent@family.example');
    fireEvent.blur(screen.getByLabelText('Email address'));
    expect(
      await screen.findByText(
        'This email address already has an account: you can log in with it, or send the form anyway.',
      ),
    ).toBeTruthy();
  });
});
