import { describe, expect, it } from 'vitest';
import { SIGN_UP_MESSAGES } from '@cleardocket/domain/identity/sign-up';
import { SignUpFormSchema, SignUpLegacyFormSchema, createCodeFormSchema } from './form-schemas';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('sign-up form schemas', () => {
  it('puts each sign-up rule of spec §5 on its own field', () => {
    const result = SignUpFormSchema.safeParse({
      firstName: ' ',
      lastName: 'Doe',
      email: 'jane@nowhere',
      phoneNumber: '555-0142',
      password: 'short',
    });
    expect(issuesOf(result)).toEqual({
      firstName: SIGN_UP_MESSAGES.firstName,
      email: SIGN_UP_MESSAGES.emailFormat,
      phoneNumber: SIGN_UP_MESSAGES.phoneFormat,
      password: SIGN_UP_MESSAGES.password,
    });
  });

  it('hands on the normalised value: email lower-cased, phone +1, a blank phone as null', () => {
    const base = { firstName: ' Jane ', lastName: 'Doe', email: ' Jane@Example.COM ', password: 'long-enough-1' };
    expect(SignUpFormSchema.parse({ ...base, phoneNumber: '(512) 555-0142' })).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@example.com',
      password: 'long-enough-1',
      phoneNumber: '+15125550142',
    });
    expect(SignUpFormSchema.parse({ ...base, phoneNumber: '' }).phoneNumber).toBeNull();
  });

  it('tells a missing name on the one Full name field of the legacy form', () => {
    const rest = { email: 'jane@example.com', password: 'long-enough-1' };
    expect(issuesOf(SignUpLegacyFormSchema.safeParse({ ...rest, fullName: '' }))).toEqual({
      fullName: SIGN_UP_MESSAGES.firstName,
    });
    expect(issuesOf(SignUpLegacyFormSchema.safeParse({ ...rest, fullName: 'Jane' }))).toEqual({
      fullName: 'Enter your first and last name',
    });
    expect(SignUpLegacyFormSchema.parse({ ...rest, fullName: 'Jane van Doe' })).toMatchObject({
      firstName: 'Jane',
      lastName: 'van Doe',
    });
  });

  it('takes six digits for a code, or any recovery code where those are accepted', () => {
    expect(createCodeFormSchema(6).safeParse({ code: '12345' }).success).toBe(false);
    expect(createCodeFormSchema(6).parse({ code: ' 123456 ' })).toEqual({ code: '123456' });
    expect(createCodeFormSchema(32).parse({ code: 'abcd-efgh' })).toEqual({ code: 'abcd-efgh' });
    expect(issuesOf(createCodeFormSchema(32).safeParse({ code: ' ' }))).toEqual({ code: SIGN_UP_MESSAGES.code });
  });
});
