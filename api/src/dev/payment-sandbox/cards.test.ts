import { checkCard, sandboxPaymentMethodToken } from '@switchboard/shared/validation';
import { TEST_CARDS, cardOfToken, testCardList } from './cards';

describe('the sandbox’s test cards', () => {
  it('are Stripe’s documented ones, each a valid card the portal’s card field accepts', () => {
    const now = new Date(Date.UTC(2026, 5, 15));
    const list = testCardList();
    expect(list.map((card) => card.number)).toEqual(TEST_CARDS.map((card) => card.number));
    for (const card of TEST_CARDS) {
      const cvc = card.brand === 'amex' ? '1234' : '123';
      expect(checkCard({ number: card.number, expiry: '12 / 30', cvc }, list, now)).toMatchObject({
        complete: true,
        card: { kind: card.kind, brand: card.brand },
      });
    }
    // what the portal is told says nothing of what a card does
    expect(Object.keys(list[0]).sort()).toEqual(['brand', 'kind', 'number']);
  });

  it('a token names its test card and the expiry typed, without the number', () => {
    const card = TEST_CARDS.find((test) => test.number === '4000002500003155')!;
    const token = sandboxPaymentMethodToken(card, 7, 2031, 'abc');
    expect(cardOfToken(token)).toMatchObject({
      card: { outcome: 'authentication-required' },
      expMonth: 7,
      expYear: 2031,
    });
    expect(cardOfToken('pm_card_visa')).toMatchObject({ card: { kind: 'visa' }, expMonth: null });
    expect(cardOfToken('pm_card_visa_debit-exp-01-2030')?.card.kind).toBe('visa_debit');
    expect(cardOfToken('pm_card_chargeDeclined')?.card).toMatchObject({
      outcome: 'declined',
      declineCode: 'generic_decline',
    });
    expect(cardOfToken('pm_1Abc')).toBeNull();
    expect(cardOfToken('pm_card_unknown')).toBeNull();
  });
});
