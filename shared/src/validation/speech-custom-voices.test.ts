import { customVoiceProblems } from './speech-problems';

describe('customVoiceProblems', () => {
  it('refuses a voice name with NUL or a text-direction control, as every typed name', () => {
    expect(customVoiceProblems([{ name: 'Brand\u202Evoice', model: 'm' }])).toEqual([
      {
        field: 'custom_voices.0.name',
        message: 'Voice name must not contain NUL or text-direction control characters',
      },
    ]);
    expect(customVoiceProblems([{ name: 'Voix café 🎙', model: 'm' }])).toEqual([]);
  });
});
