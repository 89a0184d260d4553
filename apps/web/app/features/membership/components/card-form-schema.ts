import { z } from 'zod';
import { digitsOf, isValidCardNumber } from '@cleardocket/domain/membership/test-cards';

/**
 * The sandbox card form: the server's SandboxCardSchema rules (Luhn-checked number, 3–4 digit
 * CVC) with the expiry typed as people type it, `MM/YY`, turned into the month and year it sends.
 */
export const CardFormSchema = z
  .object({
    number: z
      .string()
      .max(23)
      .refine((value) => /^[\d\s-]+$/.test(value) && isValidCardNumber(value), 'That card number is not valid.'),
    expiry: z
      .string()
      .max(7)
      .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/, 'Enter the expiry as MM/YY.'),
    cvc: z
      .string()
      .max(4)
      .regex(/^\d{3,4}$/, 'Enter the 3 or 4 digits on the back of the card.'),
    name: z.string().trim().min(1, 'Enter the name on the card.').max(120),
  })
  .transform(({ number, expiry, cvc, name }) => {
    const [month = '0', year = '0'] = expiry.split('/').map((part) => part.trim());
    return {
      number: digitsOf(number),
      expMonth: Number(month),
      expYear: year.length === 2 ? 2000 + Number(year) : Number(year),
      cvc,
      name,
    };
  });
