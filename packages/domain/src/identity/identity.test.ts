import { describe, expect, it } from 'vitest';
import { getSignUpErrorMessage } from './messages';
import { normaliseEmail, normalisePhoneNumber, splitFullName } from './normalise';
import { isValidCode, validateSignUp } from './sign-up';

describe('phone normalisation', () => {
  it.each([
    ['2155550142', '+12155550142'],
    ['(215) 555-0142', '+12155550142'],
    ['12155550142', '+12155550142'],
    ['1 215 555 0142', '+12155550142'],
    ['442071234567', '+442071234567'],
    ['+12155550142', '+12155550142'],
    ['555-0142', '+5550142'],
  ])('%s → %s', (input, output) => {
    expect(normalisePhoneNumber(input)).toBe(output);
  });
});

describe('name split', () => {
  it.each([
    ['Jane Doe', 'Jane', 'Doe'],
    ['  Mary Anne  van der Berg ', 'Mary', 'Anne van der Berg'],
    ['Cher', 'Cher', ''],
    ['', '', ''],
  ])('%s → %s / %s', (input, firstName, lastName) => {
    expect(splitFullName(input)).toEqual({ firstName, lastName });
  });
});

describe('email normalisation', () => {
  it('trims and lower-cases', () => {
    expect(normaliseEmail('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });
});

describe('sign-up validation', () => {
  const good = {
    firstName: 'Jane',
    lastName: 'Doe',
    email: ' Jane@Example.com',
    password: 'correct horse',
    phoneNumber: '215-555-0142',
  };

  it('accepts good input and normalises it', () => {
    expect(validateSignUp(good)).toEqual({
      ok: true,
      value: {
        firstName: 'Jane',
        lastName: 'Doe',
        email: 'jane@example.com',
        password: 'correct horse',
        phoneNumber: '+12155550142',
      },
    });
    const noPhone = validateSignUp({ ...good, phoneNumber: '' });
    expect(noPhone.ok && noPhone.value.phoneNumber).toBeNull();
  });

  it.each([
    [{ firstName: ' ' }, 'firstName', 'First name is required'],
    [{ lastName: '' }, 'lastName', 'Last name is required'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'jane@example' }, 'email', 'Enter a valid email address'],
    [{ email: 'jane example.com' }, 'email', 'Enter a valid email address'],
    [{ phoneNumber: '555-0142' }, 'phoneNumber', 'Phone number must be +1 followed by 10 digits'],
    [{ phoneNumber: '442071234567' }, 'phoneNumber', 'Phone number must be +1 followed by 10 digits'],
    [{ password: 'short12' }, 'password', 'Password must be at least 8 characters'],
    [{ firstName: '<b>Jane</b>' }, 'firstName', 'A name cannot contain < > { } [ ] \\ or `'],
    [{ lastName: 'Doe{{name}}' }, 'lastName', 'A name cannot contain < > { } [ ] \\ or `'],
    [{ lastName: 'x'.repeat(101) }, 'lastName', 'Keep a name to 100 characters'],
  ])('refuses %o with a message for %s', (change, field, message) => {
    const result = validateSignUp({ ...good, ...change });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({ [field]: message });
    expect(result.message).toBe(`Validation failed: ${message}`);
  });

  it('accepts the names people have: apostrophes, hyphens, periods and accents', () => {
    for (const lastName of ["O'Neil", 'Smith-Jones', 'García Márquez', 'King Jr.', 'x'.repeat(100)]) {
      expect(validateSignUp({ ...good, lastName }).ok).toBe(true);
    }
  });

  it('joins every failure into one message', () => {
    const result = validateSignUp({ firstName: '', lastName: '', email: 'x', password: '1' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toBe(
      'Validation failed: First name is required, Last name is required, Enter a valid email address, Password must be at least 8 characters',
    );
  });

  it('accepts only six-digit codes', () => {
    expect(isValidCode('123456')).toBe(true);
    expect(isValidCode(' 123456 ')).toBe(true);
    expect(isValidCode('12345')).toBe(false);
    expect(isValidCode('1234567')).toBe(false);
    expect(isValidCode('12a456')).toBe(false);
  });
});

describe('sign-up error texts', () => {
  it('appends the retry hint to retryable errors only', () => {
    expect(getSignUpErrorMessage('form_password_pwned')).toBe(
      'Password is too common. Please choose a stronger password. (You can try again)',
    );
    expect(getSignUpErrorMessage('email_address_exists')).toBe(
      'This email address is already registered. Please sign in instead.',
    );
  });
});
