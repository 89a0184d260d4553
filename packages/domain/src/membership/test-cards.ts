import cardValidator from 'card-validator';

/**
 * The sandbox provider's cards (issue 16): Stripe's well-known test numbers, so the funnel works
 * offline with the numbers people already know. Any other number that passes the Luhn check is
 * refused as "not a test card": the sandbox never takes a real card.
 */
export type TestCardOutcome =
  | 'succeeds'
  | 'declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'requires_authentication'
  /** The first payment goes through; every renewal fails (Stripe's "charges fail after attaching"). */
  | 'fails_on_renewal';

const TEST_CARDS: Record<string, TestCardOutcome> = {
  '4242424242424242': 'succeeds',
  '4000056655665556': 'succeeds',
  '5555555555554444': 'succeeds',
  '2223003122003222': 'succeeds',
  '378282246310005': 'succeeds',
  '6011111111111117': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000002500003155': 'requires_authentication',
  '4000002760003184': 'requires_authentication',
  '4000000000000341': 'fails_on_renewal',
};

/** What the member reads when a payment does not go through (Stripe's own wording). */
export const DECLINE_MESSAGES: Record<Exclude<TestCardOutcome, 'succeeds' | 'requires_authentication'>, string> = {
  declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  fails_on_renewal: 'Your card was declined.',
};

export const NOT_A_TEST_CARD =
  'This is a test environment: use a test card such as 4242 4242 4242 4242. No real card is charged.';

export function digitsOf(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

/** Luhn check and length, by the card's brand. */
export function isValidCardNumber(cardNumber: string): boolean {
  return cardValidator.number(digitsOf(cardNumber)).isValid;
}

/** The brand's name as people write it (`Visa`, `Mastercard`…), or `Card`. */
export function cardBrand(cardNumber: string): string {
  return cardValidator.number(digitsOf(cardNumber)).card?.niceType ?? 'Card';
}

/** What the sandbox does with a valid number; null for a number that is not one of the test cards. */
export function testCardOutcome(cardNumber: string): TestCardOutcome | null {
  return TEST_CARDS[digitsOf(cardNumber)] ?? null;
}

/**
 * A production server with neither Stripe nor `PAYMENTS=sandbox` takes no payment (issue 31): test
 * cards must never pass for real money, and a real card has nowhere to go.
 */
export const PAYMENTS_NOT_SET_UP =
  'Payments are not set up on this server yet, so no plan can be bought here. Your free trial works as usual; please try again later or contact us.';
